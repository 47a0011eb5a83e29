// Contrast in every state a visitor reaches, in both themes and each way to the dark one:
// axe-core's WCAG 2.2 A and AA rules (colour contrast among them), run in the page as Chromium
// draws it, with the menu open, with the Coming Soon notification shown, on the search's
// results and on the contact form with its errors, its offline notice and its confirmation;
// every kind of link and button as the pointer rests on it and as the keyboard focuses it. The
// pages at rest are axe's in pages.test.ts (both themes, two widths): here they serve the
// controls. The dark theme the switch gives is the dark theme the system gives: every colour
// drawn in each state is compared with the system's, so what the switch shows is checked as
// strictly and without measuring twice. A colour comes from the styles, which every engine
// reads alike, so it is measured in one engine (contrast.test.ts); what each engine draws
// differently (the theme a page opens in, the switch) is in every-engine/pages.ts and
// before-hydration.ts. What is measured is what the browser computes, never a constant.
import { CONTACT_PATH } from '../../../src/shared/constants';
import { AXE_LIBRARY, AXE_TAGS, axeFindings, axeFindingsOn } from '../support/axe';
import { UNKNOWN_PATH } from '../support/config';
import { fieldsIn, messageFor, newToken } from '../support/contact';
import {
  DEFAULT_LANG,
  PAGES,
  searchRouteIn,
  site,
  shownUpcoming,
  WRITING_ROUTES,
} from '../support/content';
import { targetsIn } from '../support/search';
import { fill } from './search';
import { TRAITS, type Engine, type EngineName, type EngineVisit } from '../support/engines/engine';
import { fillForm } from './contact';
import { comingSoonShown, scrollThrough, THEME_SWITCH, themeOf, UPCOMING_BUTTON } from './start';

/** A phone's width, where the bar's links wait behind the menu button. */
const PHONE = 375;
const SUBMIT = 'form button[type="submit"]';
const MENU_BUTTON = 'header button[popovertarget]';

interface Mode {
  name: string;
  systemScheme: 'light' | 'dark';
  /** The theme is the visitor's choice, made with the bar's switch. */
  bySwitch: boolean;
  theme: 'light' | 'dark';
}

const MODES: Mode[] = [
  { name: 'light', systemScheme: 'light', bySwitch: false, theme: 'light' },
  { name: 'dark, by the system', systemScheme: 'dark', bySwitch: false, theme: 'dark' },
  { name: 'dark, by the switch', systemScheme: 'light', bySwitch: true, theme: 'dark' },
];

interface State {
  name: string;
  route: string;
  width?: number;
  /** Its links and buttons are also checked as the pointer rests on them and as they have the
   *  keyboard's focus. */
  controls?: boolean;
  /** Brings the page from rest to the state; resolves once it is there. */
  reach?: (visit: EngineVisit) => Promise<unknown>;
  /** In the page: whether it is still in the state, once it was measured. */
  holds?: () => boolean;
}

/**
 * In the page: no entrance or change of colour is running where it is drawn. A looping
 * animation never ends, a notification's countdown (as long as it is shown) is no change of
 * what is drawn, and Firefox leaves the transitions of an element it does not draw (a closed
 * list's links) running from their start for good.
 */
const still = () =>
  document.getAnimations().every((animation) => {
    const timing = animation.effect?.getComputedTiming();
    const target = (animation.effect as KeyframeEffect | null)?.target;
    const settling = timing?.iterations !== Infinity && Number(timing?.activeDuration) <= 1000;
    const drawn = !target || target.checkVisibility();
    return animation.playState !== 'running' || !settling || !drawn;
  });

/** In the page: a field marked wrong, and the summary that says what to mend. */
const errorsShown = () =>
  document.querySelector('[aria-invalid="true"]') !== null &&
  document.querySelector('form [role="alert"]') !== null;

/** In the page: the send fails as it does offline (the browser says so, the request fails). */
function goOffline(): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
}

// The notice of a message not sent offers to send it by mail, which the summary of errors does not.
const alertShown = () =>
  document.querySelector('form [role="alert"] a[href^="mailto:"]') !== null &&
  document.querySelector('[aria-invalid="true"]') === null;
const sentShown = () => document.querySelector('[role="status"] h2') !== null;
const menuOpen = () => document.querySelector(':popover-open') !== null;
const resultsShown = () => document.querySelector('[role="search"] ol mark') !== null;

// The form is the framework's once its script has taken over the browser's checks: a page can
// be hydrated while the form, behind a Suspense boundary, is not yet, and a click then posts it
// as the browser would, to another page.
const formReady = () => document.querySelector('form')?.noValidate === true;

/** Fills the contact form with a message of its own, and sends it. */
async function sendMessage(visit: EngineVisit): Promise<void> {
  await visit.until(formReady);
  await visit.run(fillForm, messageFor(newToken(), fieldsIn(DEFAULT_LANG)));
  await visit.click(SUBMIT);
}

/** Every state a visitor reaches that changes what is drawn, the content's parts only. */
function statesOf(): State[] {
  const contact = site.contact;
  return [
    ...[...PAGES, UNKNOWN_PATH].map((route) => ({
      name: `${route} at rest, its controls hovered and focused`,
      route,
      controls: true,
    })),
    {
      name: '/ with the menu open',
      route: '/',
      width: PHONE,
      controls: true,
      reach: async (visit) => {
        await visit.click(MENU_BUTTON);
        return visit.until(menuOpen);
      },
      holds: menuOpen,
    },
    ...(shownUpcoming
      ? [
          {
            name: '/ with the Coming Soon notification',
            route: '/',
            reach: async (visit: EngineVisit) => {
              await visit.click(UPCOMING_BUTTON);
              return visit.until(comingSoonShown);
            },
            holds: comingSoonShown,
          },
        ]
      : []),
    ...(contact && contact.via !== 'mail'
      ? [
          {
            name: `${CONTACT_PATH} with the errors of an empty form`,
            route: CONTACT_PATH,
            reach: async (visit: EngineVisit) => {
              await visit.until(formReady);
              await visit.click(SUBMIT);
              return visit.until(errorsShown);
            },
            holds: errorsShown,
          },
          {
            name: `${CONTACT_PATH} with the notice of a message not sent, offline`,
            route: CONTACT_PATH,
            reach: async (visit: EngineVisit) => {
              await visit.run(goOffline);
              await sendMessage(visit);
              return visit.until(alertShown);
            },
            holds: alertShown,
          },
        ]
      : []),
    // The search's results, its found words marked, when the site has a search.
    ...(WRITING_ROUTES.includes(searchRouteIn(DEFAULT_LANG))
      ? [
          {
            name: `${searchRouteIn(DEFAULT_LANG)} with results, the words found marked`,
            route: searchRouteIn(DEFAULT_LANG),
            controls: true,
            reach: async (visit: EngineVisit) => {
              await visit.run(fill, targetsIn(DEFAULT_LANG)[0].query);
              return visit.until(resultsShown);
            },
            holds: resultsShown,
          },
        ]
      : []),
    // The host's own form service answers here as it does when published.
    ...(contact?.via === 'netlify'
      ? [
          {
            name: `${CONTACT_PATH} with the confirmation of a message sent`,
            route: CONTACT_PATH,
            reach: async (visit: EngineVisit) => {
              await sendMessage(visit);
              return visit.until(sentShown);
            },
            holds: sentShown,
          },
        ]
      : []),
  ];
}

/** The controls a page can focus with the keyboard or point at. */
const CONTROLS = 'a[href], button, input, textarea, select, summary, [tabindex="0"]';

/**
 * In the page: marks each control drawn whose kind (its tag and classes, and its styled
 * parent's) is not among `seen`, the first of each kind, with data-contrast-kind; returns the
 * kinds marked, in their order (the mark is their index).
 */
function markControls(selector: string, seen: string[]): string[] {
  const kinds: string[] = [];
  for (const element of document.querySelectorAll(selector)) {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const styled = element.parentElement?.closest('[class]');
    const kind = [element.tagName, element.getAttribute('class'), styled?.getAttribute('class')]
      .filter(Boolean)
      .join(' ');
    if (seen.includes(kind) || kinds.includes(kind)) continue;
    element.setAttribute('data-contrast-kind', String(kinds.length));
    kinds.push(kind);
  }
  return kinds;
}

/** In the page: the colours drawn of an element and of what it holds, as one text. */
function coloursOf(selector: string): string {
  const element = document.querySelector(selector);
  if (!element) return '';
  return [element, ...element.querySelectorAll('*')]
    .slice(0, 40)
    .map((part) => {
      const style = getComputedStyle(part);
      return `${style.color} ${style.backgroundColor} ${style.borderColor}`;
    })
    .join(';');
}

/**
 * In the page: whether a pointer can rest on the element, once scrolled to the middle of the
 * window (a skip link waits above the top until it has the focus).
 */
function pointable(selector: string): boolean {
  const element = document.querySelector(selector);
  if (!element) return false;
  element.scrollIntoView({ block: 'center', behavior: 'instant' });
  const box = element.getBoundingClientRect();
  const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
  if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false;
  const top = document.elementFromPoint(x, y);
  return top !== null && (element === top || element.contains(top));
}

/** In the page: the kind mark of the element the keyboard focuses, or null. */
const focusedKind = () => document.activeElement?.getAttribute('data-contrast-kind') ?? null;

/**
 * What axe finds on each control of the page whose colours change as the pointer rests on it
 * or as the keyboard focuses it (Tab, as a visitor moves, so that :focus-visible applies);
 * `seen` holds the kinds checked on earlier pages, and gets this page's.
 */
async function controlFindings(visit: EngineVisit, seen: string[]): Promise<string[]> {
  const kinds = await visit.run(markControls, CONTROLS, seen);
  seen.push(...kinds);
  const selector = (index: number) => `[data-contrast-kind="${index}"]`;
  const atRest = await Promise.all(kinds.map((_, index) => visit.run(coloursOf, selector(index))));
  const found: string[] = [];
  const measure = async (index: number, how: string) => {
    await visit.until(still);
    if ((await visit.run(coloursOf, selector(index))) === atRest[index]) return;
    const findings = await visit.run(axeFindingsOn, selector(index));
    found.push(...findings.map((finding) => `${how} ${kinds[index]}: ${finding}`));
  };
  for (const index of kinds.keys()) {
    if (!(await visit.run(pointable, selector(index)))) continue;
    await visit.hover(selector(index));
    await measure(index, 'hovered');
  }
  // Away from every control, then through them all with the keyboard, as far as one round.
  await visit.run(() => (document.activeElement as HTMLElement | null)?.blur());
  const focused = new Set<number>();
  const count = await visit.run((all: string) => document.querySelectorAll(all).length, CONTROLS);
  for (let step = 0; step <= count && focused.size < kinds.length; step += 1) {
    await visit.press('Tab');
    const kind = await visit.run(focusedKind);
    if (kind === null || focused.has(Number(kind))) continue;
    focused.add(Number(kind));
    await measure(Number(kind), 'focused');
  }
  return found;
}

/**
 * In the page: every colour drawn, element by element (the theme switch aside, which the
 * pointer has just used), as lines to compare between two ways to one theme.
 */
function drawnColours(skip: string): string[] {
  const lines: string[] = [];
  document.querySelectorAll('body *').forEach((element, index) => {
    if (element.closest(skip) || !element.checkVisibility()) return;
    const style = getComputedStyle(element);
    const colours = [
      style.color,
      style.backgroundColor,
      style.borderTopColor,
      style.borderBottomColor,
      style.outlineColor,
      style.fill,
      style.backgroundImage.includes('gradient') ? style.backgroundImage : '',
    ];
    lines.push(`${index} <${element.localName}> ${colours.join(' ')}`);
  });
  return lines;
}

/** The lines of `now` not in `before`, the first few, each with what it was. */
function changedLines(before: string[], now: string[]): string[] {
  if (before.length !== now.length) return [`${now.length} elements drawn, not ${before.length}`];
  return now
    .flatMap((line, at) => (line === before[at] ? [] : [`${before[at]} → ${line}`]))
    .slice(0, 10);
}

export function contrastIn(name: EngineName, engineOf: () => Engine): void {
  const traits = TRAITS[name];
  const states = statesOf();
  // Each state's colours in the dark theme the system gives, for the switch's to match.
  const darkBySystem = new Map<string, string[]>();
  describe.each(MODES)(`in ${traits.label}, the $name theme`, (mode) => {
    // Each kind of control is checked once per theme, on the first page that has it.
    const seen: string[] = [];
    const checks = mode.bySwitch
      ? 'the colours of the dark theme the system gives'
      : 'nothing axe finds';
    test.each(states)(`$name: ${checks}`, async (state) => {
      const visit = await engineOf().open(state.route, {
        width: state.width ?? traits.widths.at(-1),
        systemScheme: mode.systemScheme,
      });
      if (mode.bySwitch) {
        await visit.click(THEME_SWITCH);
        await visit.until(
          (theme: string) => document.documentElement.dataset.theme === theme,
          'dark',
        );
        // The choice is kept for the next visit of this browser's: forgotten, the page stays.
        await visit.run(() => localStorage.clear());
      }
      await visit.until(
        (theme: string) => document.documentElement.dataset.theme === theme,
        mode.theme,
      );
      // Every entrance run (the cards fade in as they come into view), then back to the top.
      await visit.run(scrollThrough);
      await visit.run(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await state.reach?.(visit);
      await visit.until(still);
      expect(await visit.run(themeOf)).toBe(mode.theme);
      if (mode.theme === 'dark') {
        const colours = await visit.run(drawnColours, THEME_SWITCH);
        if (!mode.bySwitch) darkBySystem.set(state.name, colours);
        else {
          const bySystem = darkBySystem.get(state.name);
          expect(bySystem).toBeDefined();
          expect(changedLines(bySystem!, colours)).toEqual([]);
        }
      }
      if (!mode.bySwitch) {
        if (state.reach || state.controls) await visit.inject(AXE_LIBRARY);
        // A page at rest is axe's in pages.test.ts; a state reached is only here.
        if (state.reach) expect(await visit.run(axeFindings, [...AXE_TAGS])).toEqual([]);
        if (state.controls) expect(await controlFindings(visit, seen)).toEqual([]);
      }
      if (state.holds) expect(await visit.run(state.holds)).toBe(true);
      expect(await visit.cspViolations()).toEqual([]);
    });
  });
}
