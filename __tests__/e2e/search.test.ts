// The search page in Chromium, on the owner's site and on the test content: what every engine
// checks (every-engine/search.ts), and what Chromium alone can show: the page without
// JavaScript, listing everything the index holds, and the ways to it from the 404 page and the
// footer of every language.
import { recordsOf } from '../../plugins/search-index/records';
import { format, localePath } from '../../src/shared/i18n';
import { KIND_LISTS, SEARCH_KINDS } from '../../src/shared/search';
import { openPage } from './support/browser';
import { UNKNOWN_PATH } from './support/config';
import { DEFAULT_LANG, LANGUAGES, messagesOf, postsIn, routeIn } from './support/content';
import { searchRouteIn } from './support/search';
import { pathOf, PREFIX, publicDir } from './support/site';
import { searchIn } from './every-engine/search';
import { engineForFile } from './every-engine/start';

// Every language's words, split as the index splits them, in one engine.
searchIn('chromium', engineForFile('chromium'), LANGUAGES);

// A site without posts has no search (docs/behaviour.md): nothing here to check.
const languages = postsIn(DEFAULT_LANG).length > 0 ? LANGUAGES : [];

describe.each(languages)('the search page in %s', (lang) => {
  const words = messagesOf(lang).search;

  test('without JavaScript lists everything the index holds, by kind, with links, and shows no field', async () => {
    const { page } = await openPage(searchRouteIn(lang), { javaScriptEnabled: false });
    expect(await page.locator('input[type="search"]').isVisible()).toBe(false);
    const lists = page.locator('main section[aria-labelledby^="search-all-"]');
    expect(await lists.first().isVisible()).toBe(true);
    const kinds = await lists.evaluateAll((sections) =>
      sections.map((section) => ({
        kind: section.querySelector('h3')?.textContent ?? '',
        links: [...section.querySelectorAll('a')].map((link) => link.getAttribute('href')),
      })),
    );
    const base = localePath('/', lang, DEFAULT_LANG).replace(/\/$/, '');
    const records = recordsOf(publicDir(), lang, base);
    expect(kinds.map((each) => each.kind)).toEqual(
      SEARCH_KINDS.filter((kind) => records.some((record) => record.kind === kind)).map(
        (kind) => words.kinds[KIND_LISTS[kind]],
      ),
    );
    expect(kinds.flatMap((each) => each.links).sort()).toEqual(
      [...new Set(records.map((record) => `${PREFIX}${record.url}`))].sort(),
    );
  });

  test('says when it finds nothing, and shows everything again', async () => {
    const query = 'qqxzjv';
    const visit = await openPage(`${searchRouteIn(lang)}?q=${query}`);
    const status = visit.page.locator('[role="search"] [role="status"]');
    await status.filter({ hasText: query }).waitFor();
    expect(await status.textContent()).toBe(format(words.none, { query }));
    expect(await visit.page.locator('[role="search"] ol').count()).toBe(0);
    expect(
      await visit.page.locator('main section[aria-labelledby^="search-all-"]').first().isVisible(),
    ).toBe(true);
    expect(visit.problems()).toEqual([]);
  });

  test('is linked from the footer of every page and from the 404 page, in its language', async () => {
    const { page } = await openPage(routeIn(UNKNOWN_PATH, lang));
    const href = pathOf(searchRouteIn(lang));
    const searchLinks = page.locator(`a[href="${href}"]`);
    expect(await page.locator(`main a[href="${href}"]`).textContent()).toBe(
      messagesOf(lang).writingLinks.searchSite,
    );
    expect(await page.locator(`footer a[href="${href}"]`).textContent()).toBe(
      messagesOf(lang).writingLinks.search,
    );
    expect(await searchLinks.count()).toBeGreaterThanOrEqual(2);
  });
});
