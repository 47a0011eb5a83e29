// What the tests every engine shares start from: the engine for a test file, and the readings
// and actions they run in the page (sent to it as text: each uses only its arguments).
import type { Engine, EngineName, EngineVisit } from '../support/engines/engine';
import { startChromium } from '../support/engines/chromium';
import { startFirefox } from '../support/engines/firefox';
import { startWebKit } from '../support/engines/webkit';

const STARTERS: Record<EngineName, () => Promise<Engine>> = {
  chromium: startChromium,
  firefox: startFirefox,
  webkit: startWebKit,
};

// Run in the page: the readings and actions the tests below share.
export const BAR = 'header[data-site-nav]';
export const FIRST_SOCIAL = 'ul[aria-label="Social profiles"] li:first-child a';
export const FIRST_TOOLTIP = 'ul[aria-label="Social profiles"] li:first-child [role="tooltip"]';
export const UPCOMING_BUTTON = 'article[aria-disabled="true"] button';
export const THEME_SWITCH = '[data-theme-toggle]';

export const themeOf = () => document.documentElement.getAttribute('data-theme');
export const frameworkStarted = () =>
  performance.getEntriesByName('onInitialClientRender', 'mark').length > 0;
export const comingSoonShown = () =>
  [...document.querySelectorAll('[role="alert"]')].some((alert) =>
    alert.textContent?.includes('Coming Soon'),
  );
export const focused = (selector: string) =>
  document.querySelector(selector) === document.activeElement;
export const shown = (selector: string) => {
  const element = document.querySelector(selector);
  return !!element && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
};

/** In the page: marks the link or button in `scope` named `name`, and returns a selector for it. */
function markControl(scope: string, name: string): string {
  const control = [...document.querySelectorAll(`${scope} a, ${scope} button`)].find(
    (element) =>
      element.getAttribute('aria-label') === name ||
      element.textContent?.replace(/\s+/g, ' ').trim() === name,
  );
  if (!control) throw new Error(`No link or button "${name}" in ${scope}`);
  control.setAttribute('data-test-target', '');
  return '[data-test-target]';
}

/** Clicks, with the pointer, the link or button in `scope` whose text or label is `name`. */
export async function clickControl(visit: EngineVisit, scope: string, name: string): Promise<void> {
  await visit.run(() =>
    document.querySelector('[data-test-target]')?.removeAttribute('data-test-target'),
  );
  await visit.click(await visit.run(markControl, scope, name));
}

/** Scrolls the page down a window at a time, so that whatever enters on scroll runs. */
export const scrollThrough = async () => {
  for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
    window.scrollTo({ top: y, behavior: 'instant' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }
};

/** Starts `name` for the test file and ends each test's visits; the engine, once started. */
export function engineForFile(name: EngineName): () => Engine {
  let engine: Engine | undefined;
  beforeAll(async () => {
    engine = await STARTERS[name]();
  });
  afterEach(async () => {
    await engine?.endVisits();
  });
  afterAll(async () => {
    await engine?.stop();
  });
  return () => {
    if (!engine) throw new Error(`${name} has not started`);
    return engine;
  };
}
