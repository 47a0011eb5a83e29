// A page of the site painted but not hydrated, for the tests of what happens before the
// framework runs (early.test.ts, pages.test.ts, bar.test.ts, and Chromium in every-engine/).
import { newVisit, waitForHydration, type OpenOptions, type Visit } from './browser';
import { isLocal, urlOf } from './site';

/** A page whose scripts are held back until `release` is called: the framework has not run. */
export interface HeldVisit {
  visit: Visit;
  /** Lets the held scripts load; resolves once React has hydrated the page. */
  release: () => Promise<void>;
}

/**
 * Opens `path` as openPage does, but answers no request for the site's own scripts until the
 * test releases them, as a slow network would, and returns once the page has painted. What the
 * test does before `release` happens before hydration, however fast or busy the machine is.
 */
export async function openHeld(path: string, options: OpenOptions = {}): Promise<HeldVisit> {
  const { reducedMotion, colorScheme, width, height } = options;
  const visit = await newVisit({ reducedMotion, colorScheme, width, height });
  const { page } = visit;
  let open!: () => void;
  const released = new Promise<void>((resolve) => (open = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(
    (url) => isLocal(url.href) && url.pathname.endsWith('.js'),
    async (route) => {
      asked();
      await released;
      await route.continue();
    },
  );
  visit.response = await page.goto(urlOf(path), { waitUntil: 'domcontentloaded' });
  // The loader asks for the scripts once the page has painted (plugins/script-loading).
  await requested;
  return {
    visit,
    release: async () => {
      open();
      await waitForHydration(page);
    },
  };
}
