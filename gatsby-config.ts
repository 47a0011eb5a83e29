import type { GatsbyConfig } from 'gatsby';
import path from 'path';
import { typeNameOf } from './plugins/shared/content/graphqlTypes';
// The manifest needs colour values, not the theme's CSS variables: the light palette's.
import { lightColor } from './src/shared/tokens';

/** The owner's content: checked, sourced and drawn into the CV from here. */
const CONTENT_DIR = path.join(__dirname, 'content');

const config: GatsbyConfig = {
  // For a project site such as https://user.github.io/portfolio/: build with --prefix-paths.
  pathPrefix: process.env.PATH_PREFIX ?? '/portfolio',
  // The routes are /, /resume and /videos (docs/behaviour.md).
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
    // The projects' screenshots: responsive sizes in AVIF and WebP with a fallback, as
    // gatsby-plugin-image's data (src/components/ui/Screenshot.tsx draws it).
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    // The case studies' text, written in Markdown.
    'gatsby-transformer-remark',
    {
      resolve: 'gatsby-plugin-sitemap',
      // The site's address is the owner's, from site.json (the plugin leaves out the 404 pages).
      options: {
        query: '{ siteJson { siteUrl } allSitePage { nodes { path } } }',
        resolveSiteUrl: (data: { siteJson: { siteUrl: string } }) =>
          data.siteJson.siteUrl.replace(/\/$/, ''),
      },
    },
    {
      // gatsby-plugin-manifest without its browser part (plugins/app-manifest says why): the
      // web manifest, named from site.json, the app icons drawn from the favicon and the head
      // links to them.
      resolve: 'app-manifest',
      options: {
        start_url: '/',
        display: 'standalone',
        background_color: lightColor.background,
        theme_color: lightColor.background,
        icon: 'static/favicon.svg',
        icons: [192, 512].map((size) => ({
          src: `/icons/icon-${size}x${size}.png`,
          sizes: `${size}x${size}`,
          type: 'image/png',
        })),
        cache_busting_mode: 'none',
        // gatsby-ssr.tsx writes theme-color, one per colour scheme.
        theme_color_in_head: false,
      },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: {
        name: 'content',
        path: CONTENT_DIR,
        ignore: ['**/schemas/**'],
      },
    },
    {
      resolve: 'gatsby-transformer-json',
      options: {
        // One node type per file: site.json becomes SiteJson, tech.json TechJson, and so on.
        typeName: ({ node }: { node: { name: string } }) => typeNameOf(node.name),
      },
    },
    // The site's own build-time work (plugins/): the content checked at bootstrap and its
    // GraphQL types, the resume's files, and the finished site's files, written in one sequence.
    { resolve: 'site-content', options: { path: CONTENT_DIR } },
    { resolve: 'cv', options: { path: CONTENT_DIR } },
    { resolve: 'publishing', options: { path: CONTENT_DIR } },
  ],
};

export default config;
