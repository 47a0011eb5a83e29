// Home's tech stack grid: one column, then two from 768 px, and its entrance: the cards wait
// below the fold and fade in 100 ms apart when scrolled to, or from the first paint when in
// view; without JavaScript every card shows, and for a visitor who prefers reduced motion none
// moves.
import type { Locator, Page } from 'playwright-core';
import { openPage } from './support/browser';
import { WIDTHS } from './support/config';
import { tech } from './support/content';
import { columnsOf, scrollToY, textsOf, transitionsDone } from './support/page';
import { poll } from './support/wait';

function techCards(page: Page): Locator {
  return page.getByRole('region', { name: 'Tech Stack', exact: true }).getByRole('listitem');
}

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
