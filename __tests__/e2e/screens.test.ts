// What visitors bring besides a width: the keyboard (focus never under the fixed bar), paper
// (A4 and Letter), Windows' high-contrast themes, 400 % zoom, and Escape for the notification.
// (Their own text spacing, WCAG 1.4.12, is checked on pages.test.ts's visits.)
import type { Page } from 'playwright-core';
import { displayUrl } from '../../src/shared/contact';
import { closePdfReader, readPdf } from '../support/pdf';
import { ideographsOfRadicals } from './support/fonts';
import { openPage } from './support/browser';
import { UNKNOWN_PATH, WIDTHS } from './support/config';
import { ALL_PAGES, BADGES, LANGUAGES, PAGES, routeIn, shownUpcoming } from './support/content';
import { barProblems, cutTexts, readFocus } from './support/layout';
import { scrollToY } from './support/page';
import { menuButton, navLinkAnyway, upcomingCard } from './support/locators';

afterAll(closePdfReader);

const PAGES_EVERYWHERE = [...ALL_PAGES, ...LANGUAGES.map((lang) => routeIn(UNKNOWN_PATH, lang))];
const DEFAULT_PAGES = [...PAGES, UNKNOWN_PATH];

const IDEOGRAPHS = ideographsOfRadicals();

/** Text as compared with a PDF's: a PDF reader puts breaks and spaces of its own, and names
 *  some ideographs by the radical their font draws them with. */
const bare = (text: string) =>
  [...text.replace(/\s+/g, '')].map((character) => IDEOGRAPHS.get(character) ?? character).join('');

/** A text's letters and digits, Arabic in its base forms, without marks, spaces or punctuation. */
const letters = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .normalize('NFC');

/**
 * Whether `read` has, in one stretch at most `span` characters long, every character of `text`
 * as many times as `text` has it.
 */
function gathered(read: string, text: string, span: number): boolean {
  const wanted = new Map<string, number>();
  for (const character of text) wanted.set(character, (wanted.get(character) ?? 0) + 1);
  const seen = new Map<string, number>();
  const characters = [...read];
  let missing = [...text].length;
  for (let end = 0; end < characters.length; end += 1) {
    const added = characters[end];
    const count = (seen.get(added) ?? 0) + 1;
    seen.set(added, count);
    if (count <= (wanted.get(added) ?? 0)) missing -= 1;
    if (end >= span) {
      const dropped = characters[end - span];
      const left = seen.get(dropped)! - 1;
      seen.set(dropped, left);
      if (left < (wanted.get(dropped) ?? 0)) missing += 1;
    }
    if (missing === 0) return true;
  }
  return false;
}

/**
 * Whether a PDF's text holds a page's text. Left-to-right text is read back in its order (Thai
 * without its marks).
 * Right-to-left text is read back in an order of the reader's own within each line (a letter
 * that does not join can land past a neighbour's punctuation, a Latin word broken over two
 * lines has Arabic between its halves), so there its runs of Latin letters and digits are
 * looked for in order among the PDF's, and all its letters within one stretch of the PDF's
 * not much longer than the text itself.
 */
function holds(pdfText: string, text: string, rtl: boolean): boolean {
  // A PDF may name no character for a Thai mark its font draws in a form of its own position:
  // what the letters spell is still read back.
  if (!rtl) {
    return (
      bare(pdfText).includes(bare(text)) ||
      (/\p{Script=Thai}/u.test(text) && letters(bare(pdfText)).includes(letters(bare(text))))
    );
  }
  const read = letters(pdfText);
  const latin = (some: string) => some.replace(/[^\p{Script=Latin}\p{N}]/gu, '');
  const wanted = letters(text);
  const latinRuns = wanted.match(/[\p{Script=Latin}\p{N}]+/gu) ?? [];
  if (!latinRuns.every((run) => latin(read).includes(run))) return false;
  return gathered(read, wanted, Math.ceil([...wanted].length * 1.5) + 4);
}

describe.each(WIDTHS)('keyboard and forced colours at %i px', (width) => {
  /** Presses `key` until the focus has gone round the page; returns each focus the bar hid. */
  async function tabRound(page: Page, key: string): Promise<string[]> {
    const hidden: string[] = [];
    let first: string | null = null;
    for (let presses = 0; presses < 300; presses += 1) {
      await page.keyboard.press(key);
      const { at, under } = await page.evaluate(readFocus);
      if (at === '' || at === first) return hidden;
      first ??= at;
      if (under) hidden.push(`${under} after ${presses + 1} × ${key}`);
    }
    throw new Error(`${key} never brought the focus round the page`);
  }

  // One visit for both: the keyboard first, then the forced colours.
  test.each(DEFAULT_PAGES)(
    '%s: Tab and Shift+Tab never leave the focus under the bar; under forced colours the bar, buttons, Hire Me, badges and cards keep their edges',
    async (path) => {
      const { page } = await openPage(path, { width, height: 667, reducedMotion: 'reduce' });
      expect(await tabRound(page, 'Tab')).toEqual([]);
      expect(await tabRound(page, 'Shift+Tab')).toEqual([]);

      await scrollToY(page, 200);
      if (await menuButton(page).isVisible()) await menuButton(page).click();
      // Marked before the colours are forced: what the page draws by its background (buttons,
      // Hire Me, badges), every card, and the bar.
      const marked = await page.evaluate(
        ({ badges, hire }) => {
          const drawn = (element: Element) => {
            const match = /rgba?\(([^)]+)\)/.exec(getComputedStyle(element).backgroundColor);
            const alpha = match ? (match[1].split(/[\s,/]+/).filter(Boolean)[3] ?? '1') : '0';
            return Number(alpha) > 0;
          };
          const targets = [
            document.querySelector('header[data-site-nav]'),
            ...document.querySelectorAll('header button, header summary'),
            ...[...document.querySelectorAll('a, button')].filter(
              (element) => element.closest('main') && drawn(element),
            ),
            ...[...document.querySelectorAll('a')].filter((link) =>
              link.textContent?.startsWith(hire),
            ),
            ...[...document.querySelectorAll('main span, main li')].filter(
              (element) => badges.includes(element.textContent?.trim() ?? '') && drawn(element),
            ),
            ...document.querySelectorAll('main article:not(:has(h1)), #tech-stack li'),
          ].filter(
            (element): element is Element =>
              !!element && element.checkVisibility({ visibilityProperty: true }),
          );
          targets.forEach((element, index) =>
            element.setAttribute('data-forced-check', `${index}`),
          );
          return targets.length;
        },
        { badges: Object.values(BADGES), hire: 'Hire Me' },
      );
      expect(marked).toBeGreaterThanOrEqual(3);
      await page.emulateMedia({ forcedColors: 'active' });
      const edgeless = await page.evaluate(() =>
        [...document.querySelectorAll('[data-forced-check]')]
          .filter((element) => {
            const style = getComputedStyle(element);
            const sides = ['top', 'right', 'bottom', 'left'].filter(
              (side) =>
                style.getPropertyValue(`border-${side}-style`) !== 'none' &&
                parseFloat(style.getPropertyValue(`border-${side}-width`)) >= 1 &&
                style.getPropertyValue(`border-${side}-color`) !== style.backgroundColor,
            );
            const bar = element.matches('header');
            return bar ? !sides.includes('bottom') : sides.length < 4;
          })
          .map(
            (element) =>
              `<${element.tagName.toLowerCase()}> "${element.textContent?.trim().slice(0, 30)}"`,
          ),
      );
      expect(edgeless).toEqual([]);
      // Hire Me is among them, in the bar or in its menu.
      expect(
        await navLinkAnyway(page, /^Hire Me/).getAttribute('data-forced-check'),
      ).not.toBeNull();
    },
  );
});

describe('printed', () => {
  // The printable width of each paper size in CSS px, inside the page margins of global.css.
  const PAPER = { A4: (210 - 30) * (96 / 25.4), Letter: (215.9 - 30) * (96 / 25.4) } as const;

  // The default language's pages on both papers; another language's (the same print styles,
  // other words and scripts) on one, its pages taking the two in turn.
  const PRINTED = PAGES_EVERYWHERE.map((path, at) => {
    const papers = Object.entries(PAPER);
    return {
      path,
      papers: DEFAULT_PAGES.includes(path) ? papers : [papers[at % papers.length]],
    };
  });

  test.each(PRINTED)(
    '$path: on its paper (A4, Letter), whole, without the bar, cards on one sheet, external addresses printed',
    async ({ path, papers }) => {
      const { page } = await openPage(path, { width: 1280 });
      await page.emulateMedia({ media: 'print' });
      for (const [format, width] of papers) {
        await page.setViewportSize({ width: Math.floor(width), height: 1000 });
        expect(await page.evaluate(cutTexts)).toEqual([]);
        const onPaper = await page.evaluate(() => {
          const shown = (element: Element | null) =>
            !!element && element.checkVisibility({ visibilityProperty: true });
          const textOf = (element: Element) => {
            const parts: string[] = [];
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const parent = node.parentElement;
              if (parent && !parent.closest('.visually-hidden') && shown(parent)) {
                parts.push(node.textContent ?? '');
              }
            }
            return parts.join(' ');
          };
          const main = document.querySelector('main')!;
          const backdrops = [...main.querySelectorAll('*')].filter((element) => {
            const before = getComputedStyle(element, '::before');
            return before.display !== 'none' && /gradient/.test(before.backgroundImage);
          });
          return {
            rtl: document.documentElement.dir === 'rtl',
            bar: shown(document.querySelector('header[data-site-nav]')),
            switches: [
              ...document.querySelectorAll('[data-theme-toggle], [data-language-switch]'),
            ].some(shown),
            backdrops: backdrops.length,
            headings: [...main.querySelectorAll('h1, h2, h3')].filter(shown).map(textOf),
            cards: [...main.querySelectorAll('article:not(:has(h1)), #tech-stack li')]
              .filter(shown)
              .map(textOf),
            links: [...main.querySelectorAll<HTMLAnchorElement>('a[href^="http"]')]
              .filter(shown)
              .map((link) => ({ href: link.href, text: textOf(link) })),
          };
        });
        expect({
          bar: onPaper.bar,
          switches: onPaper.switches,
          backdrops: onPaper.backdrops,
        }).toEqual({ bar: false, switches: false, backdrops: 0 });
        const { pageTexts: sheets } = await readPdf(await page.pdf({ format }));
        const all = sheets.join('\n');
        for (const heading of onPaper.headings) {
          expect({ heading, printed: holds(all, heading, onPaper.rtl) }).toEqual({
            heading,
            printed: true,
          });
        }
        for (const card of onPaper.cards) {
          expect({
            card,
            sheets: sheets.filter((sheet) => holds(sheet, card, onPaper.rtl)).length,
          }).toEqual({ card, sheets: 1 });
        }
        for (const link of onPaper.links) {
          const address = displayUrl(link.href);
          if (bare(link.text).includes(bare(address))) continue;
          expect({ link: link.href, printed: holds(all, address, false) }).toEqual({
            link: link.href,
            printed: true,
          });
        }
      }
    },
  );
});

test('at 400 % zoom (320 × 256), the bar takes at most a fifth of the window once scrolled', async () => {
  const { page } = await openPage('/resume', { width: 320, height: 256 });
  expect(await page.evaluate(barProblems as () => string[])).toEqual([]);
  await scrollToY(page, 300);
  const covered = await page.evaluate(() => {
    const box = document.querySelector('header[data-site-nav]')!.getBoundingClientRect();
    return Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
  });
  expect(covered).toBeLessThanOrEqual(256 / 5);
});

test('Escape closes the Coming Soon notification and leaves the focus where it was', async () => {
  const { page } = await openPage('/', { width: 375 });
  if (!shownUpcoming) {
    // No upcoming project: no notification to close, and Escape changes nothing.
    await page.keyboard.press('Escape');
    expect(await page.getByRole('alert').count()).toBe(0);
    return;
  }
  await upcomingCard(page).locator('button').focus();
  await page.keyboard.press('Enter');
  const alert = page.getByRole('alert').filter({ hasText: 'Coming Soon' });
  await alert.waitFor();
  // The pointer rests on it, which holds it open (react-toastify pauses on hover): what closes
  // it is Escape, not its own time running out.
  await alert.hover();
  const before = await page.evaluate(() => document.activeElement?.textContent);
  await page.keyboard.press('Escape');
  await alert.waitFor({ state: 'detached' });
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(before);
});
