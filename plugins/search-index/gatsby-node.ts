// The search index of every language, written into public/pagefind/ after the build from the
// finished pages (records.ts), by Pagefind: its index comes in pieces that a search fetches as
// its words need them, and its extended build splits Chinese, Japanese and Thai into words. A
// site without posts has no search page, and gets no index.
import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { SEARCH_INDEX_PATH } from '../../src/shared/search';
import { localePath } from '../../src/shared/i18n';
import { loadCheckedContent } from '../content-engine/load';
import { contentDirOf, contentOptionsSchema, publicDirOf } from '../shared/gatsby';
import { recordsOf } from './records';

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = contentOptionsSchema;

const UNUSED = /^pagefind-(?:.*ui\.(?:js|css)|highlight\.js|worker\.js)$/;

type Pagefind = typeof import('pagefind');
// Pagefind's Node API is an ES module, which the compiled gatsby-node cannot require.
const loadPagefind = new Function('return import("pagefind")') as () => Promise<Pagefind>;

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter }, options) => {
  const publicDir = publicDirOf(store);
  const { languages } = loadCheckedContent(contentDirOf(options));
  if (!languages) return;
  const own = languages[0].lang;
  // The index of a build before is not kept: public/ keeps what a build does not overwrite.
  const outputPath = path.join(publicDir, SEARCH_INDEX_PATH.slice(1));
  fs.rmSync(outputPath, { recursive: true, force: true });
  const searchPage = path.join(publicDir, languages[0].messages.writingLinks.searchPath);
  if (!fs.existsSync(searchPage)) return;

  const records = languages.flatMap(({ lang }) =>
    recordsOf(publicDir, lang, localePath('/', lang, own).replace(/\/$/, '')),
  );
  const pagefind = await loadPagefind();
  try {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) throw new Error(errors.join('; '));
    for (const { url, html } of records) {
      const added = await index.addHTMLFile({ url, content: html });
      if (added.errors.length > 0) throw new Error(`${url}: ${added.errors.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(written.errors.join('; '));
    // Pagefind's own interfaces and its worker: the page draws its results itself, and the
    // engine runs in the page, so they are not published.
    for (const file of fs.readdirSync(outputPath)) {
      if (UNUSED.test(file)) fs.rmSync(path.join(outputPath, file));
    }
    reporter.info(
      `Wrote the search index: ${records.length} pages and entries in ${languages.length} languages`,
    );
  } catch (error) {
    reporter.panicOnBuild(`The search index could not be written: ${(error as Error).message}`);
  } finally {
    await pagefind.close();
  }
};
