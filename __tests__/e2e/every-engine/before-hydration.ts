// Acting before the framework runs (it is held back until the test releases it): the theme
// switch, a tooltip on keyboard focus and the upcoming card take effect, and hydration keeps
// what they did. Written once, run in Chromium (early.test.ts), Firefox and WebKit.
import { shownUpcoming } from '../support/content';
import { TRAITS, type Engine, type EngineName, type OpenOptions } from '../support/engines/engine';
import { pathOf } from '../support/site';
import {
  comingSoonShown,
  FIRST_SOCIAL,
  FIRST_TOOLTIP,
  focused,
  frameworkStarted,
  shown,
  THEME_SWITCH,
  themeOf,
  UPCOMING_BUTTON,
} from './start';

/** Acting before hydration, the framework held back: it takes effect, and hydration keeps it. */
export function beforeHydrationIn(name: EngineName, engineOf: () => Engine): void {
  const traits = TRAITS[name];
  const open = (route: string, options?: OpenOptions) => engineOf().open(route, options);

  describe.each(traits.heldWidths)(`in ${traits.label}, before hydration, at %i px`, (width) => {
    test('the theme switch switches and stores the pick; hydration keeps it, and then one click is one switch', async () => {
      const visit = await open('/', { width, held: true });
      expect(await visit.run(themeOf)).toBe('light');
      await visit.click(THEME_SWITCH);
      expect(await visit.run(themeOf)).toBe('dark');
      expect(await visit.run(() => localStorage.getItem('theme'))).toBe('dark');
      expect(await visit.run(frameworkStarted)).toBe(false);
      await visit.release();
      expect(await visit.run(themeOf)).toBe('dark');
      // The switch's title comes from React's state, rendered after hydration.
      expect(
        await visit.until(
          (selector: string) => document.querySelector(selector)?.getAttribute('title'),
          THEME_SWITCH,
        ),
      ).toBe('Switch to light theme');
      await visit.click(THEME_SWITCH);
      expect(await visit.run(themeOf)).toBe('light');
      expect(await visit.problems()).toEqual([]);
      expect(await visit.cspViolations()).toEqual([]);
    });

    if (shownUpcoming) {
      test('a click on the upcoming card is answered with Coming Soon once the page runs, on the same page', async () => {
        const visit = await open('/', { width, held: true });
        await visit.click(UPCOMING_BUTTON);
        expect(await visit.run(frameworkStarted)).toBe(false);
        await visit.release();
        expect(await visit.until(comingSoonShown)).toBe(true);
        expect(
          await visit.run(() =>
            [...document.querySelectorAll('[role="alert"]')]
              .map((alert) => alert.textContent ?? '')
              .join(' '),
          ),
        ).toContain('This project is currently under development and will be available soon!');
        expect(await visit.run(() => location.pathname)).toBe(pathOf('/'));
        expect(await visit.problems()).toEqual([]);
      });
    }
  });

  describe.each(traits.keyboardWidths)(
    `in ${traits.label}, before hydration, at %i px`,
    (width) => {
      test('keyboard focus on a social link shows its tooltip at once; hydration keeps both, and Escape hides it', async () => {
        const visit = await open('/', { width, held: true });
        for (let presses = 0; presses < 20 && !(await visit.run(focused, FIRST_SOCIAL));) {
          await visit.press('Tab');
          presses += 1;
        }
        expect(await visit.run(focused, FIRST_SOCIAL)).toBe(true);
        expect(await visit.until(shown, FIRST_TOOLTIP)).toBe(true);
        // At once: no delay before it shows, as there is on hover.
        expect(
          await visit.run(
            (tooltip: string) => getComputedStyle(document.querySelector(tooltip)!).transitionDelay,
            FIRST_TOOLTIP,
          ),
        ).toMatch(/^0s/);
        expect(await visit.run(frameworkStarted)).toBe(false);
        await visit.release();
        expect(await visit.run(focused, FIRST_SOCIAL)).toBe(true);
        expect(await visit.run(shown, FIRST_TOOLTIP)).toBe(true);
        await visit.press('Escape');
        expect(
          await visit.until(
            (tooltip: string) =>
              !document
                .querySelector(tooltip)!
                .checkVisibility({ opacityProperty: true, visibilityProperty: true }),
            FIRST_TOOLTIP,
          ),
        ).toBe(true);
      });
    },
  );
}
