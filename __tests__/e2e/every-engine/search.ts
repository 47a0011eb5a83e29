// The search as each engine runs it, in every language of the site: a word from a post's body,
// a case study's body and a project's description finds its page first, under the page's own
// direction, at a phone's width and a laptop's, in both themes; the engine is fetched only once
// the field is used; the keyboard reaches and opens a result; the count is said politely; the
// address keeps the search, and Back comes back to it. Written once, run in every engine.
import { SEARCH_QUERY_PARAM } from '../../../src/shared/search';
import { format } from '../../../src/shared/i18n';
import { DEFAULT_LANG, dirOf, messagesOf, ONE_PER_DIRECTION, postsIn } from '../support/content';
import { TRAITS, type Engine, type EngineName, type EngineVisit } from '../support/engines/engine';
import { searchRouteIn, targetsIn } from '../support/search';
import { pathOf } from '../support/site';

const VIEWS = [
  { width: 320, systemScheme: 'dark' },
  { width: 1280, systemScheme: 'light' },
] as const;

/** In the page: what the search shows, once it has settled. */
const settled = () => {
  const search = document.querySelector('[role="search"]');
  const status = search?.querySelector('[role="status"]');
  if (!search || search.getAttribute('aria-busy') === 'true' || !status?.textContent) return null;
  const results = [...search.querySelectorAll('ol > li')].map((item) => ({
    kind: item.querySelector('p')?.textContent ?? '',
    href: item.querySelector('a')?.getAttribute('href') ?? '',
    title: item.querySelector('a')?.textContent ?? '',
    marked: [...item.querySelectorAll('mark')].map((mark) => mark.textContent),
    direction: getComputedStyle(item).direction,
  }));
  return {
    status: status.textContent,
    polite: status.getAttribute('role') === 'status' && !status.hasAttribute('aria-live'),
    results,
    field: (document.querySelector('input[type="search"]') as HTMLInputElement).value,
    query: new URLSearchParams(window.location.search).get('q'),
    theme: document.documentElement.getAttribute('data-theme'),
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    everythingShown: !!document
      .querySelector('main section[aria-labelledby^="search-all-"]')
      ?.checkVisibility(),
    label: search.querySelector('ol')?.getAttribute('aria-label') ?? null,
  };
};

/** In the page: whether the list of everything the search finds is shown. */
const everythingShown = () => {
  const list = document.querySelector('main section[aria-labelledby^="search-all-"]');
  return !!list?.checkVisibility();
};

/** In the page: the engine's files it has fetched so far. */
const engineFiles = (index: string) =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((pathname) => pathname.startsWith(index));

/** In the page: types `text` into the search field as if by keys (any script's letters). */
export const fill = (text: string) => {
  const field = document.querySelector('input[type="search"]') as HTMLInputElement;
  field.focus();
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

/** Waits until the search for `query` has settled: its own count said, no search running. */
const untilSettled = (visit: EngineVisit, query: string) =>
  visit.until((wanted: string) => {
    const search = document.querySelector('[role="search"]');
    const field = document.querySelector('input[type="search"]') as HTMLInputElement | null;
    return (
      field?.value === wanted &&
      search?.getAttribute('aria-busy') === 'false' &&
      !!search.querySelector('[role="status"]')?.textContent?.includes(wanted)
    );
  }, query);

/**
 * The search in the engine, in `languages`: by default one of each direction, since the words
 * of a language are split by the search's own engine, the same in every browser; search.test.ts
 * tries every language in Chromium.
 */
export function searchIn(
  name: EngineName,
  engineOf: () => Engine,
  languages: readonly string[] = ONE_PER_DIRECTION,
): void {
  const traits = TRAITS[name];
  // A site without posts has no search (docs/behaviour.md).
  if (postsIn(DEFAULT_LANG).length === 0) return;
  describe(`in ${traits.label}, the search`, () => {
    describe.each(languages)('in %s', (lang) => {
      const words = messagesOf(lang).search;
      test.each(VIEWS)(
        'finds a post, a case study and a project first by a word of theirs, at $width px in the $systemScheme theme',
        async (view) => {
          const targets = targetsIn(lang);
          expect(targets.map((target) => target.kind)).toEqual(
            expect.arrayContaining(['post', 'caseStudy']),
          );
          const [first, ...rest] = targets;
          const route = `${searchRouteIn(lang)}?${SEARCH_QUERY_PARAM}=${encodeURIComponent(first.query)}`;
          const visit = await engineOf().open(route, view);
          for (const target of targets) {
            if (target !== first) await visit.run(fill, target.query);
            await untilSettled(visit, target.query);
            const page = (await visit.run(settled))!;
            expect({ query: target.query, first: page.results[0]?.href }).toEqual({
              query: target.query,
              first: target.url,
            });
            expect(page.results[0].kind).toBe(words[target.kind]);
            expect(page.results[0].marked.length).toBeGreaterThan(0);
            expect(page.status).toBe(
              format(words.count, {
                query: target.query,
                count: String(page.results.length),
              }),
            );
            for (const result of page.results) expect(result.direction).toBe(dirOf(lang));
            expect(page.query).toBe(target.query);
            expect(page.everythingShown).toBe(false);
            expect(page.theme).toBe(view.systemScheme);
            expect(page.overflow).toBeLessThanOrEqual(0);
          }
          expect(rest.length).toBeGreaterThan(0);
          expect(await visit.problems()).toEqual([]);
          expect(await visit.cspViolations()).toEqual([]);
        },
      );
    });

    const lang = DEFAULT_LANG;
    const words = messagesOf(lang).search;
    test('fetches its engine on the first use of the field, not before; the keyboard opens a result, and Back returns to the search', async () => {
      const [target] = targetsIn(lang);
      const visit = await engineOf().open(searchRouteIn(lang));
      const index = pathOf('/pagefind/');
      expect(await visit.run(engineFiles, index)).toEqual([]);
      // Everything the index holds, listed before a search.
      expect(await visit.run(everythingShown)).toBe(true);
      await visit.click('input[type="search"]');
      await visit.until(
        (at: string) =>
          performance
            .getEntriesByType('resource')
            .some((entry) => new URL(entry.name).pathname === `${at}pagefind.js`),
        index,
      );
      await visit.type(target.query);
      await untilSettled(visit, target.query);
      const page = (await visit.run(settled))!;
      expect(page.polite).toBe(true);
      expect(page.label).toBe(words.results);
      expect(page.results[0].href).toBe(target.url);
      // Down from the field to the first result, and Enter opens it.
      await visit.press('ArrowDown');
      expect(await visit.run(() => document.activeElement?.getAttribute('href') ?? null)).toBe(
        target.url,
      );
      await visit.press('Enter');
      await visit.until(
        (url: string) => window.location.pathname === url.split('#')[0],
        target.url,
      );
      // Back once the script has returned: a navigation begun inside it can end the page's
      // context before the driver has its answer.
      await visit.run(() => {
        setTimeout(() => history.back());
      });
      await visit.until((wanted: string) => {
        const field = document.querySelector('input[type="search"]') as HTMLInputElement | null;
        return field?.value === wanted && !!document.querySelector('[role="search"] ol a');
      }, target.query);
      expect(await visit.problems()).toEqual([]);
    });
  });
}
