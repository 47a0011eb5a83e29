// Every page of every language, in one visit each, checked at 375, 1280 and 320 px by resizing
// the same tab: axe-core finds no WCAG 2.2 A/AA violation (colour contrast included) in the
// light and the dark theme, text comes in two font weights, the footer lines up, nothing scrolls
// sideways or runs out of its box at 320 px, the console has no error or warning and the page no
// security-policy violation through all of it, and with a reader's own text spacing (WCAG
// 1.4.12) no text is cut at any of the three widths. Colours are measured at rest, once every
// entrance has run. The languages' pages (the same components with other words, right to left)
// are read by axe once, at a phone's width, in one theme each, which between them cover both.
import type { Page } from 'playwright-core';
import { openPage, type ConsoleEntry, type Visit } from './support/browser';
import { openHeld } from './support/held';
import { axeViolations, formatViolations } from './support/axe';
import { UNKNOWN_PATH, WIDTHS } from './support/config';
import {
  ALL_PAGES,
  DEFAULT_LANG,
  LANGUAGES,
  PAGES,
  routeIn,
  shownUpcoming,
} from './support/content';
import { barProblems, cutTexts } from './support/layout';
import { scrollThrough, settle, transitionsDone } from './support/page';
import { upcomingCard } from './support/locators';

type Scheme = 'light' | 'dark';
const [PHONE, LAPTOP] = WIDTHS;
const NARROWEST = 320;

// The override WCAG 1.4.12 names: a reader's own line height and letter, word and paragraph
// spacing.
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

/** On a 404 page: its own 404 responses and the log of the unknown path are expected. */
function expectedOnNotFound(entry: ConsoleEntry): boolean {
  const isLocal404 =
    entry.text.startsWith('Failed to load resource: the server responded with a status of 404') &&
    entry.url.includes(UNKNOWN_PATH);
  const isPathLog = entry.type === 'error' && entry.text.includes(UNKNOWN_PATH);
  return isLocal404 || isPathLog;
}

/** The themes axe checks at each width: both on the default language's pages. */
interface Case {
  path: string;
  schemes: Record<number, readonly Scheme[]>;
}
const BOTH: readonly Scheme[] = ['light', 'dark'];
const CASES: Case[] = [
  ...[...PAGES, UNKNOWN_PATH].map((path) => ({
    path,
    // Ordered so that each width starts in the theme the one before ended in.
    schemes: { [PHONE]: BOTH, [LAPTOP]: [...BOTH].reverse() },
  })),
  ...ALL_PAGES.filter((path) => !PAGES.includes(path))
    .concat(
      LANGUAGES.filter((lang) => lang !== DEFAULT_LANG).map((lang) => routeIn(UNKNOWN_PATH, lang)),
    )
    // A language changes the words, not the colours or the structure axe reads: one theme at
    // one width each, the pages taking the two themes in turn.
    .map((path, at): Case => ({
      path,
      schemes: { [PHONE]: [at % 2 === 0 ? 'light' : 'dark'], [LAPTOP]: [] },
    })),
];

/** Resizes the tab and waits until the page has laid itself out and reacted. */
async function resize(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await settle(page);
  await transitionsDone(page);
}

/**
 * The violations in each theme, as the page is now: the system switches to each in turn and the
 * page follows, so one load serves both. The theme checked is the one in effect, so the contrast
 * measured is that theme's.
 */
async function violationsIn(page: Page, schemes: readonly Scheme[]): Promise<string> {
  const found: string[] = [];
  for (const scheme of schemes) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForFunction((theme) => document.documentElement.dataset.theme === theme, scheme);
    await transitionsDone(page);
    const violations = formatViolations(await axeViolations(page));
    if (violations) found.push(`in the ${scheme} theme:\n${violations}`);
  }
  return found.join('\n\n');
}

/** The font weights the page's text is set in. */
const weightsOf = (page: Page) =>
  page.evaluate(() => {
    const seen = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement && node.textContent?.trim())
        seen.add(getComputedStyle(node.parentElement).fontWeight);
    }
    return [...seen].sort();
  });

/** The left edges of the footer's text and of the sections' first heading. */
const footerEdges = (page: Page) =>
  page.evaluate(() => {
    const box = (selector: string) => {
      const range = document.createRange();
      const element = document.querySelector(selector);
      if (!element) throw new Error(`no ${selector}`);
      range.selectNodeContents(element);
      return range.getBoundingClientRect();
    };
    return { heading: box('main section h2').left, footer: box('footer > *').left };
  });

/** Boxes whose text runs past their edge (a long word is cut by its card, never the page's); a
 *  code block scrolls sideways instead, and takes the focus to be scrolled by keyboard. */
const overflowingBoxes = (page: Page) =>
  page.evaluate(() => {
    // The box each piece of text is laid out in: its nearest ancestor that is not inline.
    const boxes = new Set<HTMLElement>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let box = node.parentElement;
      while (box && getComputedStyle(box).display.startsWith('inline')) box = box.parentElement;
      if (box && node.textContent?.trim()) boxes.add(box);
    }
    return [...boxes]
      .filter((box) => box.clientWidth > 1 && getComputedStyle(box).textOverflow !== 'ellipsis')
      .filter(
        (box) => !(/^(auto|scroll)$/.test(getComputedStyle(box).overflowX) && box.tabIndex >= 0),
      )
      .filter((box) => box.scrollWidth > box.clientWidth + 1)
      .map((box) => `<${box.localName}> ${box.textContent?.slice(0, 60) ?? ''}`);
  });

describe.each(CASES)('$path', ({ path, schemes }) => {
  const defaultLanguage = [...PAGES, UNKNOWN_PATH].includes(path);
  let visit: Visit;
  let page: Page;
  beforeAll(async () => {
    visit = await openPage(path, { width: PHONE, colorScheme: schemes[PHONE][0] });
    page = visit.page;
    await scrollThrough(page);
  });
  afterAll(() => visit?.close());

  describe.each(WIDTHS)('at %i px', (width) => {
    if (schemes[width].length > 0) {
      test(`has no axe violations in the ${schemes[width].join(' and ')} theme`, async () => {
        await resize(page, width);
        expect(await violationsIn(page, schemes[width])).toBe('');
      });
    }

    // Each font weight is one more face the browser must find before the first layout; the
    // site keeps to two.
    test('sets its text in the two weights, 400 and 700', async () => {
      expect(await weightsOf(page)).toEqual(['400', '700']);
    });

    if (path === '/') {
      test("the footer's text lines up with the sections'", async () => {
        const { heading, footer } = await footerEdges(page);
        expect(footer).toBeCloseTo(heading, 0);
      });
    }
  });

  test(`at ${NARROWEST} px does not scroll sideways, and no text runs out of its box`, async () => {
    await resize(page, NARROWEST);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      NARROWEST,
    );
    expect(await overflowingBoxes(page)).toEqual([]);
  });

  test(
    path.endsWith(UNKNOWN_PATH)
      ? 'through all of it, logs nothing but the unknown path'
      : 'through all of it, logs no error or warning',
    () => {
      expect(visit.problems(path.endsWith(UNKNOWN_PATH) ? expectedOnNotFound : undefined)).toEqual(
        [],
      );
    },
  );

  test('through all of it, has no Content-Security-Policy violation', async () => {
    expect(await visit.cspViolations()).toEqual([]);
  });

  // Last: it changes the page's spacing for good.
  if (defaultLanguage) {
    test(`with the text-spacing override (WCAG 1.4.12), no text is cut and the bar is whole at ${NARROWEST}, ${PHONE} and ${LAPTOP} px`, async () => {
      await page.addStyleTag({ content: TEXT_SPACING });
      for (const width of [NARROWEST, PHONE, LAPTOP]) {
        await resize(page, width);
        expect({ width, bar: await page.evaluate(barProblems as () => string[]) }).toEqual({
          width,
          bar: [],
        });
        expect({ width, cut: await page.evaluate(cutTexts) }).toEqual({ width, cut: [] });
      }
    });
  }
});

describe.each(WIDTHS)('at %i px', (width) => {
  test('home with the Coming Soon notification open has no axe violations, in both themes', async () => {
    const { page } = await openPage('/', { width, reducedMotion: 'reduce' });
    await scrollThrough(page);
    if (!shownUpcoming) {
      // No upcoming project, so no notification to open: the page as it is has no violation.
      expect(await violationsIn(page, BOTH)).toBe('');
      return;
    }
    await upcomingCard(page).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Coming Soon' });
    await alert.waitFor();
    // The notification has finished its entrance before colours are measured: no animation
    // runs on it or around it (its countdown bar, inside it, runs until it closes).
    await alert.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          const check = () => {
            const moving: Element[] = [];
            for (let at: Element | null = element; at; at = at.parentElement) moving.push(at);
            const running = moving.some((at) =>
              at.getAnimations().some((animation) => animation.playState === 'running'),
            );
            if (running) requestAnimationFrame(check);
            else resolve();
          };
          check();
        }),
    );
    // The pointer rests on it, which holds it open (react-toastify pauses on hover) through
    // both themes' measures, however long they take.
    await alert.hover();
    expect(await violationsIn(page, BOTH)).toBe('');
    expect(await alert.isVisible()).toBe(true);
  });
});

// A browser fetches a page's icon again whenever its <link> is put back, as Gatsby's Head API
// does with the tags it manages on hydration: the links served are the ones the page keeps.
test('keeps the icon links it was served with through hydration, so the icon is fetched once', async () => {
  const { visit, release } = await openHeld('/');
  const served = await visit.page.evaluateHandle(() => [
    ...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]'),
  ]);
  await release();
  const changes = await visit.page.evaluate((links) => {
    const now = [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')];
    return [
      ...links.filter((link) => !now.includes(link)).map((link) => `put back: ${link.href}`),
      ...now.filter((link) => !links.includes(link)).map((link) => `added: ${link.href}`),
    ];
  }, served);
  expect(await served.evaluate((links) => links.length)).toBeGreaterThan(0);
  expect(changes).toEqual([]);
});
