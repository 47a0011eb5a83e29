import type { GatsbyConfig } from 'gatsby';
import fs from 'fs';
import path from 'path';

/** The site's public address, from the owner's content (checked during bootstrap). */
function siteUrl(): string | undefined {
  try {
    const site = JSON.parse(fs.readFileSync(path.join(__dirname, 'content/site.json'), 'utf8'));
    return typeof site.siteUrl === 'string' ? site.siteUrl.replace(/\/$/, '') : undefined;
  } catch {
    return undefined;
  }
}

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: siteUrl() },
  // For a project site such as https://user.github.io/portfolio/: build with --prefix-paths.
  pathPrefix: process.env.PATH_PREFIX ?? '/portfolio',
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
    'gatsby-plugin-emotion',
    'gatsby-plugin-postcss',
    {
      resolve: 'gatsby-plugin-sitemap',
      options: { excludes: ['/404', '/404.html', '/dev-404-page'] },
    },
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
