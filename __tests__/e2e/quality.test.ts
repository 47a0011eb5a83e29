// Site-wide quality: no console error or warning and no security-policy violation on any page,
// text in two font weights, no sideways scrolling and no text cut off on the narrowest phones or
// with a reader's own text spacing,
// and a footer in line with the page.
import { openPage, type ConsoleEntry, type Visit } from './support/browser';
import { UNKNOWN_PATH, WIDTHS } from './support/config';
import { scrollThrough } from './support/page';
import { routeOf } from './support/site';
import { PAGES } from './support/content';
import { barProblems, cutTexts } from './support/layout';

// The override WCAG 1.4.12 names: a reader's own line height and letter, word and paragraph
// spacing.
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

/** On the 404 page: its own 404 responses and the log of the unknown path are expected. */
function expectedOnNotFound(entry: ConsoleEntry): boolean {
  const isLocal404 =
    entry.text.startsWith('Failed to load resource: the server responded with a status of 404') &&
    entry.url.includes(UNKNOWN_PATH);
  const isPathLog = entry.type === 'error' && entry.text.includes(UNKNOWN_PATH);
  return isLocal404 || isPathLog;
}

// One visit per page and width, read by several tests: every page is loaded, hydrated and
// scrolled through once, with the security policy enforced.
describe.each(WIDTHS)('at %i px', (width) => {
  describe.each([...PAGES, UNKNOWN_PATH])('%s', (path) => {
    let visit: Visit;
    beforeAll(async () => {
      visit = await openPage(path, { width });
      await scrollThrough(visit.page);
    });

    test(
      path === UNKNOWN_PATH ? 'logs nothing but the unknown path' : 'logs no error or warning',
      () => {
        expect(visit.problems(path === UNKNOWN_PATH ? expectedOnNotFound : undefined)).toEqual([]);
      },
    );

    test('loads and hydrates with no Content-Security-Policy violation', async () => {
      expect(await visit.cspViolations()).toEqual([]);
    });

    // Each font weight is one more face the browser must find before the first layout; the
    // site keeps to two.
    test('sets its text in the two weights, 400 and 700', async () => {
      const weights = await visit.page.evaluate(() => {
        const seen = new Set<string>();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement && node.textContent?.trim())
            seen.add(getComputedStyle(node.parentElement).fontWeight);
        }
        return [...seen].sort();
      });
      expect(weights).toEqual(['400', '700']);
    });

    if (path === '/') {
      test('fetches the icon once: hydration does not make the browser fetch it again', () => {
        const iconRequests = visit.requests.filter(
          (url) => routeOf(new URL(url).pathname) === '/favicon.svg',
        );
        expect(iconRequests).toHaveLength(1);
      });

      test("the footer's text lines up with the sections'", async () => {
        const edges = await visit.page.evaluate(() => {
          const box = (selector: string) => {
            const range = document.createRange();
            const element = document.querySelector(selector);
            if (!element) throw new Error(`no ${selector}`);
            range.selectNodeContents(element);
            return range.getBoundingClientRect();
          };
          const heading = box('main section h2');
          const footer = box('footer > *');
          return { headingLeft: heading.left, footerLeft: footer.left };
        });
        expect(edges.footerLeft).toBeCloseTo(edges.headingLeft, 0);
      });
    }

    // Last: it changes the page's spacing for good.
    test('with the text-spacing override (WCAG 1.4.12), no text is cut and the bar is whole', async () => {
      await visit.page.addStyleTag({ content: TEXT_SPACING });
      expect(await visit.page.evaluate(barProblems as () => string[])).toEqual([]);
      expect(await visit.page.evaluate(cutTexts)).toEqual([]);
    });
  });
});

describe('at 320 px wide', () => {
  test.each([...PAGES, UNKNOWN_PATH])(
    "%s does not scroll sideways, and no text runs out of its box, with or without a reader's own text spacing",
    async (path) => {
      const { page } = await openPage(path, { width: 320 });
      await scrollThrough(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
      // A long word that overflows a card is cut off by the card rather than scrolling the page.
      const overflowing = await page.evaluate(() => {
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
          .filter((box) => box.scrollWidth > box.clientWidth + 1)
          .map((box) => `<${box.localName}> ${box.textContent?.slice(0, 60) ?? ''}`);
      });
      expect(overflowing).toEqual([]);
      // And with a reader's own spacing (WCAG 1.4.12).
      await page.addStyleTag({ content: TEXT_SPACING });
      expect(await page.evaluate(barProblems as () => string[])).toEqual([]);
      expect(await page.evaluate(cutTexts)).toEqual([]);
    },
  );
});
