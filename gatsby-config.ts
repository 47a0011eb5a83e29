import type { GatsbyConfig } from 'gatsby';
import path from 'path';

const config: GatsbyConfig = {
  // Routes are /, /resume and /videos, as the spec names them.
  trailingSlash: 'never',
  // Emotion's jsx runtime, so the `css` prop and styled components work in every file.
  jsxRuntime: 'automatic',
  jsxImportSource: '@emotion/react',
  graphqlTypegen: {
    typesOutputPath: 'src/gatsby-types.d.ts',
    generateOnBuild: true,
  },
  plugins: [
    'gatsby-plugin-react-helmet',
    'gatsby-plugin-emotion',
    'gatsby-plugin-postcss',
    {
      resolve: 'gatsby-source-filesystem',
      options: {
        name: 'content',
        path: path.join(__dirname, 'content'),
        ignore: ['**/schemas/**'],
      },
    },
    {
      resolve: 'gatsby-transformer-json',
      options: {
        // One node type per file: site.json becomes SiteJson, tech.json TechJson, and so on.
        typeName: ({ node }: { node: { name: string } }) =>
          `${node.name.charAt(0).toUpperCase()}${node.name.slice(1)}Json`,
      },
    },
  ],
};

export default config;
