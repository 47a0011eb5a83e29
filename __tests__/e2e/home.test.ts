// The home page: the portrait, social-link tooltips, the tech stack grid and its entrance, and
// the projects with their status badges and the 'Coming Soon' notice of the upcoming one.
import type { Locator, Page } from 'playwright-core';
import { openPage, type Visit } from './support/browser';
import { WIDTHS } from './support/config';
import { BADGES, shownProjects, shownUpcoming, site, tech } from './support/content';
import {
  columnsOf,
  computed,
  scrollToY,
  settle,
  tabTo,
  textsOf,
  transitionsDone,
} from './support/page';
import {
  bubbleOf,
  futureBadge,
  projectCards,
  socialLink,
  upcomingCard,
  withoutNewTabNote,
} from './support/locators';
import { poll } from './support/wait';

const COMING_SOON_TITLE = 'Coming Soon';
const COMING_SOON_TEXT = 'This project is currently under development and will be available soon!';

function techCards(page: Page): Locator {
  return page.getByRole('region', { name: 'Tech Stack', exact: true }).getByRole('listitem');
}

/** The first social link of the content, and the tooltip it shows. */
const social = site.social[0];
const TOOLTIP = `Visit ${social.name}`;

describe.each(WIDTHS)('home at %i px', (width) => {
  describe('social link tooltip', () => {
    test(`appears on hover after the 700 ms delay the page declares ('${TOOLTIP}')`, async () => {
      const { page } = await openPage('/', { width });
      const bubble = bubbleOf(page, TOOLTIP);
      expect(await bubble.count()).toBe(1);
      expect(await bubble.isVisible()).toBe(false);
      await socialLink(page, social.name).hover();
      // The delay is the bubble's own CSS transition-delay: read it, rather than time it with a
      // clock that a busy machine stretches.
      expect(await computed(bubble, 'transition-delay')).toMatch(/^0\.7s/);
      const tooltip = page.getByRole('tooltip', { name: TOOLTIP });
      await tooltip.waitFor();
      await page.mouse.move(0, 0);
      await tooltip.waitFor({ state: 'hidden' });
    });

    test('appears when the link gets keyboard focus', async () => {
      const { page } = await openPage('/', { width });
      const link = socialLink(page, social.name);
      expect(await tabTo(page, link)).toBe(true);
      await page.getByRole('tooltip', { name: TOOLTIP }).waitFor();
    });
  });

  describe('projects', () => {
    let home: Visit;
    beforeAll(async () => {
      home = await openPage('/', { width });
    });

    test("the hero shows the owner's portrait, round and loaded, only when the content has one", async () => {
      const { page } = home;
      const hero = page.locator('section', { has: page.locator('#hero-heading') });
      const { portrait } = site;
      if (!portrait) {
        expect(await hero.getByRole('img').count()).toBe(0);
        return;
      }
      const image = hero.getByRole('img', { name: portrait.alt, exact: true });
      await image.waitFor();
      expect(
        await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      ).toBeGreaterThan(0);
      const box = await image.boundingBox();
      expect(box && Math.round(box.width)).toBe(box && Math.round(box.height));
      expect(await computed(image.locator('xpath=ancestor::div[1]'), 'border-radius')).toBe('50%');
    });

    test('shows every project but the upcoming ones after the first, in content order', async () => {
      const titles = await textsOf(projectCards(home.page).getByRole('heading'));
      expect(titles.map(withoutNewTabNote)).toEqual(shownProjects.map((project) => project.title));
    });

    test('labels each card with the badge of its status', async () => {
      const cards = await projectCards(home.page).all();
      expect(cards).toHaveLength(shownProjects.length);
      for (const [index, card] of cards.entries()) {
        const shown: string[] = [];
        for (const label of Object.values(BADGES)) {
          if ((await card.getByText(label, { exact: true }).count()) > 0) shown.push(label);
        }
        expect(shown).toEqual([BADGES[shownProjects[index].status]]);
      }
    });

    test('an In Development badge has a pulsing dot', async () => {
      const badges = projectCards(home.page).getByText('In Development', { exact: true });
      const active = shownProjects.filter((project) => project.status === 'active');
      expect(await badges.count()).toBe(active.length);
      for (const badge of await badges.all()) {
        const animations = await badge.evaluate((element) =>
          [...element.querySelectorAll('*')].flatMap((child) =>
            [null, '::before', '::after'].map(
              (pseudo) => getComputedStyle(child, pseudo).animationName,
            ),
          ),
        );
        expect(animations.filter((name) => name !== 'none')).not.toEqual([]);
      }
    });

    test('the future project card, if any, is faded to 30 % opacity; no other card is', async () => {
      expect(await upcomingCard(home.page).count()).toBe(shownUpcoming ? 1 : 0);
      if (shownUpcoming) expect(await computed(upcomingCard(home.page), 'opacity')).toBe('0.3');
      const others = projectCards(home.page).filter({ hasNot: futureBadge(home.page) });
      for (const card of await others.all()) expect(await computed(card, 'opacity')).toBe('1');
    });

    test('every other card links to its project in a new tab; the future one links nowhere', async () => {
      const others = projectCards(home.page).filter({ hasNot: futureBadge(home.page) });
      const linked = shownProjects.filter((project) => project !== shownUpcoming);
      expect(await others.count()).toBe(linked.length);
      for (const [index, card] of (await others.all()).entries()) {
        // A card with a case study links to it too (case-studies.test.ts), beside this link.
        const link = card.locator('a[target]');
        expect(await link.count()).toBe(1);
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('href')).toBe(linked[index].link);
      }
      expect(await upcomingCard(home.page).getByRole('link').count()).toBe(0);
    });
  });

  describe('the future project', () => {
    const activations: [string, (page: Page) => Promise<void>][] = [
      ['a click', (page) => upcomingCard(page).click()],
      [
        'Enter',
        async (page) => {
          await upcomingCard(page).getByRole('button').focus();
          await page.keyboard.press('Enter');
        },
      ],
      [
        'Space',
        async (page) => {
          await upcomingCard(page).getByRole('button').focus();
          await page.keyboard.press('Space');
        },
      ],
    ];

    test.each(activations)('on %s shows Coming Soon and goes nowhere', async (_how, activate) => {
      const { page } = await openPage('/', { width });
      if (!shownUpcoming) {
        // Nothing to activate: the content has no upcoming project, and none is shown.
        expect(await upcomingCard(page).count()).toBe(0);
        return;
      }
      const url = page.url();
      let navigations = 0;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations += 1;
      });
      let popups = 0;
      page.on('popup', () => (popups += 1));
      await activate(page);
      const toast = page.getByRole('alert').filter({ hasText: COMING_SOON_TITLE });
      await toast.waitFor();
      expect(await toast.textContent()).toContain(COMING_SOON_TEXT);
      await settle(page);
      expect(page.url()).toBe(url);
      expect(navigations).toBe(0);
      expect(popups).toBe(0);
    });
  });
});

test('for a visitor who prefers reduced motion, Coming Soon stays as long as for anyone', async () => {
  const countdowns: number[] = [];
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const { page } = await openPage('/', { width: 375, reducedMotion });
    if (!shownUpcoming) {
      expect(await upcomingCard(page).count()).toBe(0);
      return;
    }
    await upcomingCard(page).click();
    const toast = page.getByRole('alert').filter({ hasText: COMING_SOON_TITLE });
    // The time the page gives it: its longest animation (the countdown that closes it).
    countdowns.push(
      await toast.evaluate((element) =>
        Math.max(
          ...element
            .getAnimations({ subtree: true })
            .map((animation) => Number(animation.effect?.getComputedTiming().duration ?? 0)),
        ),
      ),
    );
  }
  expect(countdowns[0]).toBeGreaterThanOrEqual(3000);
  expect(countdowns[1]).toBe(countdowns[0]);
});

describe('tech stack grid', () => {
  test('has 1 column at 767 px wide and 2 from 768 px (when there are two cards to fill them)', async () => {
    const narrow = await openPage('/', { width: 767 });
    expect(await textsOf(techCards(narrow.page))).toEqual(
      tech.tech.map((item) => expect.stringContaining(item.name) as unknown as string),
    );
    expect(await columnsOf(techCards(narrow.page))).toBe(1);
    await narrow.close();
    const wide = await openPage('/', { width: 768 });
    expect(await columnsOf(techCards(wide.page))).toBe(Math.min(2, tech.tech.length));
  });

  test.each(WIDTHS)(
    'at %i px, cards wait below the fold and fade in 100 ms apart when scrolled to',
    async (width) => {
      const { page } = await openPage('/', { width, height: 560 });
      const cards = techCards(page);
      const count = await cards.count();
      const gridTop = await page
        .getByRole('region', { name: 'Tech Stack', exact: true })
        .getByRole('list')
        .evaluate((grid) => grid.getBoundingClientRect().top);
      expect(gridTop).toBeGreaterThan(560);

      // After hydration the cards hide at once (no visible fade-out): every frame shows each
      // card fully there or fully hidden, until all are hidden.
      const opacitiesSeen = await cards.evaluateAll(
        (items) =>
          new Promise<string[]>((resolve) => {
            const seen = new Set<string>();
            const tick = () => {
              const values = items.map((item) => getComputedStyle(item).opacity);
              values.forEach((value) => seen.add(value));
              if (values.every((value) => value === '0')) resolve([...seen]);
              else requestAnimationFrame(tick);
            };
            tick();
          }),
      );
      expect(opacitiesSeen.filter((value) => value !== '0' && value !== '1')).toEqual([]);
      const waiting = await cards.evaluateAll((items) =>
        items.map((item) => {
          const style = getComputedStyle(item);
          return { opacity: style.opacity, delay: style.transitionDelay.split(',')[0].trim() };
        }),
      );
      expect(waiting.map((card) => card.opacity)).toEqual(Array(count).fill('0'));
      expect(waiting.map((card) => card.delay)).toEqual(
        Array.from({ length: count }, (_, index) => `${index / 10}s`),
      );

      // Note, on every frame, when each card first shows.
      await cards.evaluateAll((items) => {
        const shownAt: (number | null)[] = items.map(() => null);
        (window as unknown as { __shownAt: (number | null)[] }).__shownAt = shownAt;
        const tick = () => {
          items.forEach((item, index) => {
            if (shownAt[index] === null && Number(getComputedStyle(item).opacity) > 0) {
              shownAt[index] = performance.now();
            }
          });
          if (shownAt.includes(null)) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      await scrollToY(page, Math.round(gridTop) - 100);
      const opacities = () =>
        cards.evaluateAll((items) => items.map((item) => getComputedStyle(item).opacity));
      const end = await poll(opacities, (values) => values.every((value) => value === '1'));
      expect(end).toEqual(Array(count).fill('1'));
      const shownAt = await page.evaluate(
        () => (window as unknown as { __shownAt: number[] }).__shownAt,
      );
      // In order: the 100 ms steps are the delays the cards declare (checked above), not a
      // time measured here, which a busy machine would stretch or squeeze.
      for (let index = 1; index < count; index += 1) {
        expect(shownAt[index]).toBeGreaterThanOrEqual(shownAt[index - 1]);
      }
    },
  );

  test.each(WIDTHS)('at %i px without JavaScript, every card is visible', async (width) => {
    const { page } = await openPage('/', { width, height: 560, javaScriptEnabled: false });
    const cards = techCards(page);
    expect(await cards.count()).toBe(tech.tech.length);
    // The entrance still plays without JavaScript; it ends with every card shown.
    const opacities = () =>
      cards.evaluateAll((items) => items.map((item) => getComputedStyle(item).opacity));
    const end = await poll(opacities, (values) => values.every((value) => value === '1'));
    expect(end).toEqual(Array(tech.tech.length).fill('1'));
  });

  /** Each card's entrance animation and its delay, and its opacity, as computed now. */
  const entrances = (cards: Locator) =>
    cards.evaluateAll((items) =>
      items.map((item) => {
        const style = getComputedStyle(item);
        return { name: style.animationName, delay: style.animationDelay, opacity: style.opacity };
      }),
    );

  test('on a 1280 × 900 screen, where the grid is in view at load, the cards fade in 100 ms apart from the first paint', async () => {
    const { page } = await openPage('/', { width: 1280, height: 900 });
    const cards = techCards(page);
    const count = await cards.count();
    const top = await cards.first().evaluate((card) => card.getBoundingClientRect().top);
    expect(top).toBeLessThan(900);
    const running = await entrances(cards);
    expect(running.map((card) => card.name)).not.toContain('none');
    expect(running.map((card) => card.delay)).toEqual(
      Array.from({ length: count }, (_, index) => `${index / 10}s`),
    );
    // The animation began with the page: it is under way or over, never waiting for a scroll.
    const started = await cards.evaluateAll((items) =>
      items.every((item) =>
        item.getAnimations().every((animation) => animation.startTime !== null),
      ),
    );
    expect(started).toBe(true);
    await transitionsDone(page);
    expect((await entrances(cards)).map((card) => card.opacity)).toEqual(Array(count).fill('1'));
  });

  test('for a visitor who prefers reduced motion, no card moves, in view or not', async () => {
    for (const height of [900, 560]) {
      const visit = await openPage('/', { width: 1280, height, reducedMotion: 'reduce' });
      const cards = techCards(visit.page);
      const now = await entrances(cards);
      expect(now.map((card) => card.name)).toEqual(Array(now.length).fill('none'));
      expect(now.map((card) => card.opacity)).toEqual(Array(now.length).fill('1'));
      await visit.close();
    }
  });
});
