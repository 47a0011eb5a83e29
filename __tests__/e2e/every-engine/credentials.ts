// The credentials as each engine shows them, in a language of each direction: the resume's
// certifications, awards and publications after its four sections, an expired certification
// marked (or left out), each verification link named for what it verifies; and on home, the
// recommendations the owner chose, after the projects. Written once, run in every engine
// (credentials.test.ts in Chromium, firefox.test.ts, webkit.test.ts).
import { formatDate } from '../../../src/shared/dates';
import { certifications } from '../../../src/shared/kinds/certifications';
import { format } from '../../../src/shared/i18n';
import { contentIn, messagesOf, ONE_PER_DIRECTION, routeIn } from '../support/content';
import { TRAITS, type Engine, type EngineName } from '../support/engines/engine';

/** In the page: the section headings of the main part, in order. */
const sectionHeadings = () =>
  [...document.querySelectorAll('main h2')].map((heading) => heading.textContent?.trim() ?? '');

/** In the page: each entry of a section, as its heading and its whole text. */
const entriesOf = (id: string) =>
  [...document.querySelectorAll(`#${id}-heading ~ * > li, #${id} li`)].map((item) => ({
    heading: item.querySelector('h3')?.textContent?.trim() ?? '',
    text: item.textContent?.replace(/\s+/g, ' ') ?? '',
    quote: item.querySelector('blockquote')?.textContent?.trim() ?? '',
  }));

/** In the page: the links that leave the site, by their accessible name. */
const externalLinks = () =>
  [...document.querySelectorAll<HTMLAnchorElement>('main a[target="_blank"]')].map((link) => ({
    name: link.getAttribute('aria-label') ?? link.textContent?.trim(),
    href: link.href,
    rel: link.rel,
  }));

export function credentialsIn(name: EngineName, engineOf: () => Engine): void {
  const traits = TRAITS[name];
  describe.each(ONE_PER_DIRECTION)(`in ${traits.label}, the credentials in %s`, (lang) => {
    const { resume } = contentIn(lang);
    const words = messagesOf(lang);
    const shown = certifications.shown(resume);
    const lists = [
      { id: 'certifications', titles: shown.map((entry) => entry.name) },
      { id: 'awards', titles: (resume.awards ?? []).map((entry) => entry.title) },
      { id: 'publications', titles: (resume.publications ?? []).map((entry) => entry.title) },
    ] as const;
    const present = lists.filter((list) => list.titles.length > 0);

    test(`the resume lists them after its four sections, at ${traits.widths[0]} px`, async () => {
      const visit = await engineOf().open(routeIn('/resume', lang), { width: traits.widths[0] });
      const four = (['summary', 'products', 'skills', 'education'] as const).map(
        (id) => words.resume[id],
      );
      // Then the owner's own sections (sections.ts).
      expect(await visit.run(sectionHeadings)).toEqual([
        ...four,
        ...present.map((list) => words.credentials[list.id]),
        ...(resume.sections ?? []).map((section) => section.heading),
      ]);
      for (const list of present) {
        const entries = await visit.run(entriesOf, list.id);
        // A linked heading ends with the new tab's note, which only screen readers hear.
        expect(entries.map((entry) => entry.heading.replace(` ${words.newTab}`, ''))).toEqual(
          list.titles,
        );
      }
      const entries = await visit.run(entriesOf, 'certifications');
      shown.forEach((entry, index) => {
        const issued = format(words.credentials.issued, { date: formatDate(entry.issued, lang) });
        expect(entries[index].text).toContain(issued);
        if (!entry.expires) return;
        const said = entry.expired ? words.credentials.expired : words.credentials.validUntil;
        const dated = format(said, { date: formatDate(entry.expires, lang) });
        expect(entries[index].text).toContain(dated);
      });
      const links = await visit.run(externalLinks);
      for (const entry of shown.filter((certification) => certification.verify)) {
        const verify = `${format(words.credentials.verifyName, { name: entry.name })} ${words.newTab}`;
        expect(links).toContainEqual({
          name: verify,
          href: entry.verify,
          rel: 'noopener noreferrer',
        });
      }
      expect(await visit.problems()).toEqual([]);
      expect(await visit.cspViolations()).toEqual([]);
    });

    const chosen = (resume.recommendations ?? []).filter((entry) => !entry.hideOnHome);
    if (chosen.length === 0) return;
    test('home shows the recommendations chosen for it, after the projects', async () => {
      const visit = await engineOf().open(routeIn('/', lang), { width: traits.widths[0] });
      const headings = await visit.run(sectionHeadings);
      const at = headings.indexOf(words.recommendations.title);
      expect(at).toBe(headings.indexOf(words.home.projectsTitle) + 1);
      const cards = await visit.run(entriesOf, 'recommendations');
      expect(cards.map((card) => card.quote)).toEqual(chosen.map((entry) => entry.quote));
      chosen.forEach((entry, index) => {
        expect(cards[index].text).toContain(entry.name);
        expect(cards[index].text).toContain(entry.relationship);
        expect(cards[index].text).toContain(formatDate(entry.date, lang));
      });
      expect(await visit.problems()).toEqual([]);
    });
  });
}
