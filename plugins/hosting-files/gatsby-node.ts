// The files a host reads beside the pages: _redirects (old addresses, each language's 404 page),
// robots.txt and _headers. Listed after every plugin that writes pages into public/: _headers
// hashes every inline script of the finished pages for the Content-Security-Policy, and types
// the files it finds. Only the content editor comes after it, and adds its own rules for /admin.
import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { loadCheckedContent } from '../content-engine/load';
import { contentDirOf, contentOptionsSchema, publicDirOf } from '../shared/gatsby';
import { counterOf, counterSources } from '../shared/counters';
import { formTargetOf, writeHeaders } from './headers';
import { redirectRules } from './redirects';

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = contentOptionsSchema;

// basePath is the path prefix with --prefix-paths, and '' without.
export const onPostBuild: GatsbyNode['onPostBuild'] = (
  { store, reporter, basePath: prefix },
  options,
) => {
  const publicDir = publicDirOf(store);
  const { content, languages } = loadCheckedContent(contentDirOf(options));
  if (!content || !languages) {
    reporter.panicOnBuild('The content has errors: the site files were not written.');
    return;
  }
  const { site } = content;

  // A case study's former addresses, and each language's 404 page: the copy that the router
  // matches to the whole prefix (plugins/site-content), so that the page it renders is the one
  // the server sent.
  const redirects = redirectRules(languages, content, prefix);
  if (redirects) fs.writeFileSync(path.join(publicDir, '_redirects'), redirects);
  const sitemap = new URL(`${prefix}/sitemap-index.xml`, site.siteUrl).href;
  fs.writeFileSync(
    path.join(publicDir, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`,
  );

  // Images the content names by URL, on other hosts: the policy must let the pages show them.
  const imageOrigins = [
    ...site.social.map((link) => link.icon),
    ...content.tech.tech.map((item) => item.icon),
    ...content.videos.videos.map((video) => video.poster ?? ''),
  ]
    .filter((src) => src.startsWith('https://'))
    .map((src) => new URL(src).origin);

  try {
    // Where the contact form posts, if the content has one: the one place forms may go.
    const formTarget = formTargetOf(site.contact?.via);
    // Where visits are counted, if the content names a counter: its collector, and its script.
    const counter = site.analytics && counterOf(site.analytics, site.siteUrl);
    const { rules } = writeHeaders(
      publicDir,
      prefix,
      imageOrigins,
      formTarget,
      counterSources(counter),
    );
    reporter.info(`Wrote public/_headers: ${rules} rules, every inline script hashed`);
  } catch (error) {
    // A page with script no hash can allow: no policy that would break it is published.
    reporter.panicOnBuild((error as Error).message);
  }
};
