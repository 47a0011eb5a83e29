// The owner's own sections as each engine shows them, in a language of each direction: after
// the resume's others (and on home, those chosen for it), each a region headed by its heading,
// its entries in order with their facts and dates in the page's language, laid out within the
// page at a phone's width and a laptop's, in the dark theme and the light. Written once, run in
// every engine (credentials.test.ts in Chromium, firefox.test.ts, webkit.test.ts).
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
    // Its first list is its entries' (a point of an entry is in a list of its own, within).
    entries: [...(section.querySelector('ul')?.children ?? [])].map((item) => ({
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
      const all = contentIn(lang).resume.sections ?? [];
      const words = messagesOf(lang);
      const pages = [
        { page: '/resume', sections: all },
        { page: '/', sections: all.filter((section) => section.home) },
      ].flatMap(({ page, sections }) =>
        sections.length > 0 ? VIEWS.map((view) => ({ page, sections, ...view })) : [],
      );
      if (pages.length === 0) return;
      test.each(pages)(
        'on $page, whole, at $width px in the $systemScheme theme',
        async ({ page, sections, ...view }) => {
          const visit = await engineOf().open(routeIn(page, lang), view);
          const shown = await visit.run(regions);
          const headings = sections.map((section) => section.heading);
          // On the resume, after its others; on home, those chosen, after the projects.
          const own =
            page === '/resume'
              ? shown.slice(-sections.length)
              : shown.filter((region) => headings.includes(region.heading));
          expect(own.map((region) => region.heading)).toEqual(headings);
          if (page === '/') {
            // After the projects and the recommendations, before the invitation to get in touch.
            const place = (heading?: string) =>
              shown.findIndex((region) => region.heading === heading);
            const before = [words.home.projectsTitle, words.recommendations?.title].map(place);
            expect(before[0]).toBeGreaterThanOrEqual(0);
            expect(place(headings[0])).toBeGreaterThan(Math.max(...before));
            const contact = place(contentIn(lang).site.contact?.heading);
            if (contact >= 0) expect(place(headings.at(-1))).toBeLessThan(contact);
          }
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
