import type { GatsbyConfig } from 'gatsby';
import fs from 'fs';
import path from 'path';
// The manifest needs colour values, not the theme's CSS variables: the light palette's.
import { lightColor } from './src/shared/tokens';

/** The owner's content: sourced, checked and drawn into the CV from here. */
const CONTENT_DIR = path.join(__dirname, 'content');

/**
 * The owner's site.json, as far as Gatsby's own checks of these options accept it: a text field
 * only when it is a non-empty string, the site URL only when it is an http(s) URL. A broken or
 * half-filled file thus reaches the content check, which explains it at bootstrap.
 */
function readSite() {
  let site: Record<string, unknown> | null = null;
  try {
    site = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, 'site.json'), 'utf8'));
  } catch {
    // Missing or not JSON: the content check says so.
  }
  const text = (field: string) => {
    const value = site?.[field];
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  };
  const url = text('siteUrl');
  return {
    siteUrl: url && /^https?:\/\/[^\s/]+\S*$/.test(url) ? url.replace(/\/$/, '') : undefined,
    name: text('name'),
    role: text('role'),
    description: text('description'),
  };
}

const site = readSite();

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: site.siteUrl },
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
      // gatsby-plugin-manifest without its browser part (plugins/app-manifest says why): the
      // web manifest, the app icons drawn from the favicon and the head links to them.
      resolve: 'app-manifest',
      options: {
        name: `${site.name} – ${site.role}`,
        short_name: site.name,
        description: site.description,
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
        typeName: ({ node }: { node: { name: string } }) =>
          `${node.name.charAt(0).toUpperCase()}${node.name.slice(1)}Json`,
      },
    },
    // The site's own build-time work (plugins/), in order: the content check stops a bad build
    // at bootstrap, before anything is sourced; the CV is drawn from the checked content;
    // paint-first rewrites the built pages; publishing writes the host's files last, hashing
    // the inline scripts of the finished pages.
    { resolve: 'site-content', options: { path: CONTENT_DIR } },
    { resolve: 'cv', options: { path: CONTENT_DIR } },
    'paint-first',
    { resolve: 'publishing', options: { path: CONTENT_DIR } },
  ],
};

export default config;
