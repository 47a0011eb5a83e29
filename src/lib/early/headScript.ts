import type { EarlyAction } from '../../shared/dataAttributes';
import type { ThemeSettings, themeRules } from './themeRules';

// The head script is headScript's source text, so it keeps to ./script.ts's terms.

export interface HeadScriptSettings {
  theme: ThemeSettings;
  /** The bar turns solid when the window is scrolled more than this. */
  solidAfterPx: number;
  attribute: { scrolled: string; live: string; early: string; earlyClick: string };
}

/**
 * Run before the body is parsed, so that the page answers a visitor from its first paint,
 * before the framework has loaded:
 * - the theme: `data-theme` on <html> and the browser bar's colour, by the rules the page's
 *   script follows later (`rulesOf` is ./themeRules.ts's themeRules);
 * - `data-scrolled` on <html> while the window is scrolled more than `solidAfterPx`, which the
 *   bar's CSS follows, for the page's whole life. The page starts at the top; a position the
 *   browser restores comes with a scroll event;
 * - clicks on `[data-early]` controls until the page's script takes them over: the theme switch
 *   switches and keeps the pick; any other control is marked with `data-early-click`, carried
 *   out once its component runs. A click with a modifier key keeps the browser's meaning (a
 *   link in a new tab). If the page's script fails to load, a kept click on a link goes where
 *   the link goes;
 * - the bar's menu (a popover): a link chosen in it closes it, the Projects jump included, and
 *   it closes when the window grows wide enough to hide its button (NavMenu.tsx). A browser
 *   without popovers has no menu to close.
 */
export function headScript(
  { theme: themeSettings, solidAfterPx, attribute }: HeadScriptSettings,
  rulesOf: typeof themeRules,
): void {
  const { scrolled, live, early, earlyClick } = attribute;
  const root = document.documentElement;
  const theme = rulesOf(themeSettings);
  theme.apply(theme.starting());

  let solid = false;
  addEventListener(
    'scroll',
    () => {
      const now = scrollY > solidAfterPx;
      if (now === solid) return;
      solid = now;
      if (now) root.setAttribute(scrolled, '');
      else root.removeAttribute(scrolled);
    },
    { passive: true },
  );

  const closest = (event: Event, selector: string) =>
    event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;

  addEventListener(
    'click',
    (event) => {
      const control = closest(event, '[' + early + ']');
      if (!control || control.hasAttribute(live)) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (control.getAttribute(early) !== ('theme' satisfies EarlyAction)) {
        control.setAttribute(earlyClick, '');
        return;
      }
      const next = theme.inEffect() === 'dark' ? 'light' : 'dark';
      theme.remember(next);
      theme.apply(next);
    },
    true,
  );

  const hide = (menu: HTMLElement | null) => {
    if (menu && 'hidePopover' in menu && menu.matches(':popover-open')) menu.hidePopover();
  };
  addEventListener(
    'click',
    (event) => {
      const link = closest(event, '[popover] a');
      if (link) hide(link.closest<HTMLElement>('[popover]'));
    },
    true,
  );
  addEventListener('resize', () => {
    document.querySelectorAll<HTMLElement>('[popover]').forEach((menu) => {
      const button = document.querySelector('[popovertarget="' + menu.id + '"]');
      if (button && !button.getClientRects().length) hide(menu);
    });
  });

  addEventListener(
    'error',
    (event) => {
      if (!(event.target instanceof HTMLScriptElement)) return;
      const link = document.querySelector<HTMLAnchorElement>('a[' + earlyClick + ']');
      if (link) location.assign(link.href);
    },
    true,
  );
}
