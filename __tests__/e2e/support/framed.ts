// A page of the site in a frame, for the layout sweeps (bar-widths.test.ts, lane.test.ts).
import { newVisit, type OpenOptions, type Visit } from './browser';
import { DEFAULT_SIZE } from './engines/engine';
import { isHydrated } from './inPage';
import { origin, urlOf } from './site';

/** The address of the page that frames a page of the site for a sweep (served by the test). */
const FRAME_HOST = '/__frame-host__';

/**
 * Opens `path` in a frame of a page of the same origin, `height` px tall, and waits for it to
 * hydrate: a layout sweep resizes the frame, which lays the page out again at once (a window
 * resize waits for a frame to be drawn, a hundred times a page). The site's pages refuse to be
 * framed (frame-ancestors, X-Frame-Options), so this page's copies are served without those two
 * headers; everything else is as served.
 */
export async function openFramed(
  path: string,
  height: number = DEFAULT_SIZE.height,
  options: Pick<OpenOptions, 'reducedMotion'> = {},
): Promise<Visit> {
  const visit = await newVisit({ ...options, width: 1600, height });
  const { page } = visit;
  const host = `${origin()}${FRAME_HOST}`;
  await page.route(host, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><body style="margin:0"><iframe title="page" style="border:0;width:1440px;height:${height}px"></iframe>`,
    }),
  );
  const url = urlOf(path);
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['x-frame-options'];
    const policy = headers['content-security-policy'];
    if (policy) headers['content-security-policy'] = policy.replace(/frame-ancestors[^;]*;?/, '');
    await route.fulfill({ response, headers });
  });
  await page.goto(host);
  const frame = page.locator('iframe');
  await frame.evaluate((element, src) => {
    (element as HTMLIFrameElement).src = src;
  }, url);
  const framed = await (await frame.elementHandle())!.contentFrame();
  await framed!.waitForFunction(isHydrated);
  return visit;
}
