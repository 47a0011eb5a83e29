import type { GatsbyConfig } from 'gatsby';
import path from 'path';
import { analyticsPlugins } from './plugins/analytics/setting';
import { typeNameOf } from './plugins/content-engine/graphqlTypes';
import { buildDay } from './src/shared/dates';
import { pagePathIn, type PageLanguage } from './src/shared/i18n';
import { CONTACT_SENT_PATH } from './src/shared/constants';
// The manifest needs colour values, not the theme's CSS variables: the light palette's.
import { lightColor } from './src/shared/tokens';

// The build's day, decided at its start for every rule against "today" and every worker.
buildDay();

/** The owner's content: checked, sourced and drawn into the CV from here. */
const CONTENT_DIR = path.join(__dirname, 'content');

// For a project site such as https://user.github.io/portfolio/: build with --prefix-paths.
const PATH_PREFIX = process.env.PATH_PREFIX ?? '/portfolio';
// The sitemap's alternate addresses are written whole, so they need the prefix when it is used.
const PREFIX =
  process.argv.includes('--prefix-paths') || /^(true|1)$/.test(process.env.PREFIX_PATHS ?? '')
    ? PATH_PREFIX
    : '';

const config: GatsbyConfig = {
  pathPrefix: PATH_PREFIX,
  // Addresses without a trailing slash: /resume, /projects/<name>, /es/videos (every route, in
  // each language, is listed in docs/behaviour.md under Routes).
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
    // Their AVIF at a lower effort than sharp's default: a thirteenth of the time, 3 % more bytes.
    'image-encoding',
    // The case studies' and the posts' text, written in Markdown: fenced code highlighted and
    // maths drawn as MathML here, at build time, so a page carries no script or style attribute
    // for them; a post's headings given the ids its table of contents links to.
    {
      resolve: 'gatsby-transformer-remark',
      options: { plugins: ['markdown-headings', 'markdown-code', 'markdown-maths'] },
    },
    {
      resolve: 'gatsby-plugin-sitemap',
      // The site's address is the owner's, from site.json (the plugin leaves out the 404 pages,
      // and each language's are left out here, as are the contact form's confirmations). Each
      // page lists itself in every language.
      options: {
        query: '{ siteJson { siteUrl } allSitePage { nodes { path pageContext } } }',
        excludes: ['/*/404', '/*/404.html', CONTACT_SENT_PATH, `/*${CONTACT_SENT_PATH}`],
        resolveSiteUrl: (data: { siteJson: { siteUrl: string } }) =>
          data.siteJson.siteUrl.replace(/\/$/, ''),
        serialize: ({
          path: url,
          pageContext,
        }: {
          path: string;
          pageContext: Partial<PageLanguage>;
        }) => {
          const { languages = [], basePath = url, addresses } = pageContext;
          if (languages.length < 2) return { url };
          const at = (lang: string) =>
            PREFIX + pagePathIn({ basePath, languages, addresses }, lang);
          return {
            url,
            links: [
              ...languages.map(({ lang }) => ({ lang, url: at(lang) })),
              { lang: 'x-default', url: at(languages[0].lang) },
            ],
          };
        },
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
        // A translation's JSON is read by the content check, which lays it over the default's
        // (plugins/content-engine/translations.ts); its case studies' Markdown is sourced.
        ignore: ['**/schemas/**', '**/translations/*/*.json'],
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
    // GraphQL types, the resume's files, the videos' posters, then the finished site. Gatsby runs
    // the plugins' work after the build in this order, and _headers reads every page and file
    // the others wrote.
    { resolve: 'site-content', options: { path: CONTENT_DIR } },
    { resolve: 'cv', options: { path: CONTENT_DIR } },
    'video-posters',
    'script-loading',
    { resolve: 'share-image', options: { path: CONTENT_DIR } },
    // Each language's feeds of the owner's posts, when the content has posts.
    { resolve: 'feeds', options: { path: CONTENT_DIR } },
    // The search index of every language, from the finished pages, when there is a search page.
    { resolve: 'search-index', options: { path: CONTENT_DIR } },
    // Visit counts, only when site.json names a counter (docs/deploying.md): without one, the
    // site's scripts are as they were.
    ...analyticsPlugins(CONTENT_DIR),
    { resolve: 'hosting-files', options: { path: CONTENT_DIR } },
    // The content editor at /admin (docs/editing.md), with its own rules in _headers. It saves
    // to the repository Netlify or GitHub Actions builds from; name another one here:
    // backend: { repo: 'owner/name', branch: 'main' }.
    { resolve: 'content-editor', options: { path: CONTENT_DIR } },
  ],
};

export default config;
