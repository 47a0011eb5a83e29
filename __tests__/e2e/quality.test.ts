// Site-wide quality: no console error or warning on any page, and no sideways scrolling on
// the narrowest phones.
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

describe('at 320 px wide', () => {
  test.each([...ROUTES, UNKNOWN_PATH])('%s does not scroll sideways', async (path) => {
    const { page } = await openPage(path, { width: 320 });
    await scrollThrough(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });
});
