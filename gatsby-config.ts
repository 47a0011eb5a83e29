import type { GatsbyConfig } from 'gatsby';
import fs from 'fs';
import path from 'path';

/** The owner's content: sourced, checked and drawn into the CV from here. */
const CONTENT_DIR = path.join(__dirname, 'content');

/** The site's public address, from the owner's content (checked during bootstrap). */
function siteUrl(): string | undefined {
  try {
    const site = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, 'site.json'), 'utf8'));
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
        path: CONTENT_DIR,
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
    // The site's own build-time work (plugins/), in order: the content check stops a bad build
    // at bootstrap, before anything is sourced; the CV is drawn from the checked content;
    // paint-first rewrites the built pages; publishing writes the host's files last, hashing
    // the inline scripts of the finished pages.
    { resolve: 'content-check', options: { path: CONTENT_DIR } },
    { resolve: 'cv', options: { path: CONTENT_DIR } },
    'paint-first',
    { resolve: 'publishing', options: { path: CONTENT_DIR } },
  ],
};

export default config;
