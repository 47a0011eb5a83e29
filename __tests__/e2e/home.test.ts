// The home page: the portrait, social-link tooltips, and the projects with their status badges
// and the 'Coming Soon' notice of the upcoming one (tech-stack.test.ts: the tech stack grid).
import type { Page } from 'playwright-core';
import { openPage, type Visit } from './support/browser';
import { WIDTHS } from './support/config';
import { BADGES, shownProjects, shownUpcoming, site } from './support/content';
import { computed, settle, tabTo, textsOf } from './support/page';
import {
  bubbleOf,
  futureBadge,
  projectCards,
  socialLink,
  upcomingCard,
  withoutNewTabNote,
} from './support/locators';

const COMING_SOON_TITLE = 'Coming Soon';
const COMING_SOON_TEXT = 'This project is currently under development and will be available soon!';

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
