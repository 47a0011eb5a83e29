// The owner's own sections as each engine shows them, in a language of each direction: after
// the resume's others, each a region headed by its heading, its entries in order with their
// facts and dates in the page's language, laid out within the page at a phone's width and a
// laptop's, in the dark theme and the light. Written once, run in every engine (credentials.test.ts
// in Chromium, firefox.test.ts, webkit.test.ts).
import { formatDate } from '../../../src/shared/dates';
import { contentIn, messagesOf, ONE_PER_DIRECTION, routeIn } from '../support/content';
import { TRAITS, type Engine, type EngineName } from '../support/engines/engine';

/** A phone's width in the dark theme, a laptop's in the light. */
const VIEWS = [
  { width: 320, systemScheme: 'dark' },
  { width: 1280, systemScheme: 'light' },
] as const;

/** In the page: each region of the main part that a heading names, with its entries. */
const regions = () =>
  [...document.querySelectorAll('main section[aria-labelledby]')].map((section) => ({
    heading: section.querySelector('h2')?.textContent?.trim() ?? '',
    theme: document.documentElement.getAttribute('data-theme'),
    entries: [...section.querySelectorAll(':scope > ul > li')].map((item) => ({
      title: item.querySelector('h3')?.textContent?.trim() ?? '',
      text: item.textContent?.replace(/\s+/g, ' ') ?? '',
    })),
  }));

/** In the page: how far the page is wider than the window (0: it fits). */
const overflow = () => document.documentElement.scrollWidth - window.innerWidth;

export function sectionsIn(name: EngineName, engineOf: () => Engine): void {
  const traits = TRAITS[name];
  describe.each(ONE_PER_DIRECTION)(
    `in ${traits.label}, the sections of the owner's own in %s`,
    (lang) => {
      const sections = contentIn(lang).resume.sections ?? [];
      const words = messagesOf(lang);
      if (sections.length === 0) return;
      test.each(VIEWS)(
        'follow the others, whole, at $width px in the $systemScheme theme',
        async (view) => {
          const visit = await engineOf().open(routeIn('/resume', lang), view);
          const shown = await visit.run(regions);
          const own = shown.slice(-sections.length);
          expect(own.map((region) => region.heading)).toEqual(
            sections.map((section) => section.heading),
          );
          expect(shown[0].theme).toBe(view.systemScheme);
          sections.forEach((section, at) => {
            const entries = own[at].entries;
            // A linked title ends with the new tab's note, which only screen readers hear.
            expect(entries.map((entry) => entry.title.replace(` ${words.newTab}`, ''))).toEqual(
              section.entries.map((entry) => entry.title),
            );
            section.entries.forEach((entry, index) => {
              const { text } = entries[index];
              for (const fact of [
                entry.where,
                entry.place,
                entry.summary,
                ...(entry.bullets ?? []),
              ]) {
                if (fact) expect(text).toContain(fact);
              }
              if (entry.date) expect(text).toContain(formatDate(entry.date, lang));
              if (entry.until) expect(text).toContain(formatDate(entry.until, lang));
            });
          });
          expect(await visit.run(overflow)).toBeLessThanOrEqual(0);
          expect(await visit.problems()).toEqual([]);
        },
      );
    },
  );
}
