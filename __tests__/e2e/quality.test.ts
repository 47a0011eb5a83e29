// Site-wide quality: no console error or warning on any page, one style sheet adopted while
// hydrating, text in two font weights, no sideways scrolling on the narrowest phones, and a
// footer in line with the page.
import { openPage, type ConsoleEntry } from './support/browser';
import { ROUTES, UNKNOWN_PATH, WIDTHS } from './support/config';
import { scrollThrough } from './support/page';

/** On the 404 page: its own 404 responses and the log of the unknown path are expected. */
function expectedOnNotFound(entry: ConsoleEntry): boolean {
  const isLocal404 =
    entry.text.startsWith('Failed to load resource: the server responded with a status of 404') &&
    entry.url.includes(UNKNOWN_PATH);
  const isPathLog = entry.type === 'error' && entry.text.includes(UNKNOWN_PATH);
  return isLocal404 || isPathLog;
}

describe.each(WIDTHS)('console at %i px', (width) => {
  test.each(ROUTES)('%s logs no error or warning', async (path) => {
    const visit = await openPage(path, { width });
    await scrollThrough(visit.page);
    expect(visit.problems()).toEqual([]);
  });

  test('the 404 page logs nothing but the unknown path', async () => {
    const visit = await openPage(UNKNOWN_PATH, { width });
    await scrollThrough(visit.page);
    expect(visit.problems(expectedOnNotFound)).toEqual([]);
  });
});

test('fetches the icon once: hydration does not make the browser fetch it again', async () => {
  const visit = await openPage('/');
  await scrollThrough(visit.page);
  const iconRequests = visit.requests.filter((url) => new URL(url).pathname === '/favicon.svg');
  expect(iconRequests).toHaveLength(1);
});

// The server's styles are one element at the end of the head: emotion adopts it as its first
// sheet (which re-inserts it once), instead of moving one element per component out of the
// body, each move making the browser restyle the page.
test.each([...ROUTES, UNKNOWN_PATH])(
  '%s moves at most one style element while hydrating',
  async (path) => {
    const { page } = await openPage(path, {
      initScript: () => {
        const moved: string[] = [];
        (window as unknown as { __movedStyles: string[] }).__movedStyles = moved;
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.removedNodes) {
              if (node.nodeName === 'STYLE')
                moved.push((node as Element).getAttribute('data-emotion') ?? '');
            }
          }
        }).observe(document, { childList: true, subtree: true });
      },
    });
    await scrollThrough(page);
    const styles = await page.evaluate(() => ({
      moved: (window as unknown as { __movedStyles: string[] }).__movedStyles,
      inBody: document.querySelectorAll('body style').length,
      rules:
        document.querySelector<HTMLStyleElement>('head > style[data-emotion^="css "]')?.sheet
          ?.cssRules.length ?? 0,
    }));
    expect(styles.moved.length).toBeLessThanOrEqual(1);
    expect(styles.inBody).toBe(0);
    expect(styles.rules).toBeGreaterThan(0);
  },
);

describe('at 320 px wide', () => {
  test.each([...ROUTES, UNKNOWN_PATH])('%s does not scroll sideways', async (path) => {
    const { page } = await openPage(path, { width: 320 });
    await scrollThrough(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });
});

test.each(WIDTHS)("at %i px, the footer's text lines up with the sections'", async (width) => {
  const { page } = await openPage('/', { width });
  const edges = await page.evaluate(() => {
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

// Each font weight is one more face the browser must find before the first layout; the site
// keeps to two.
test.each([...ROUTES, UNKNOWN_PATH])(
  '%s sets its text in the two weights, 400 and 700',
  async (path) => {
    const { page } = await openPage(path);
    await scrollThrough(page);
    const weights = await page.evaluate(() => {
      const seen = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement && node.textContent?.trim())
          seen.add(getComputedStyle(node.parentElement).fontWeight);
      }
      return [...seen].sort();
    });
    expect(weights).toEqual(['400', '700']);
  },
);
