// The work itself: screenshots on the project cards, and a page of its own for each case study,
// with the images served in the formats the browser can best use and no layout shift.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { openPage, type Visit } from './support/browser';
import { WIDTHS } from './support/config';
import { caseStudies, caseStudyText, shownProjects, site, stackNames } from './support/content';
import { computed, scrollThrough, squash, tabTo, textsOf } from './support/page';
import { navLinkAnyway, projectCards } from './support/locators';
import { pathOf } from './support/site';

const shown = shownProjects;

interface ShownImage {
  alt: string;
  src: string;
  loading: string;
  sources: string[];
  top: number;
}

/** The page's screenshots once every one has loaded, scrolled into view as a reader would. */
async function screenshots(page: Page, within = 'body'): Promise<ShownImage[]> {
  await scrollThrough(page);
  const images = `${within} picture img`;
  await page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll<HTMLImageElement>(selector)].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    images,
  );
  return page.$$eval(images, (found) =>
    (found as HTMLImageElement[]).map((img) => ({
      alt: img.alt,
      src: img.currentSrc,
      loading: img.loading,
      sources: [...(img.closest('picture')?.querySelectorAll('source') ?? [])].map(
        (source) => source.type,
      ),
      top: img.getBoundingClientRect().top + window.scrollY,
    })),
  );
}

/** How far the page's content has moved by itself since it started loading (0: not at all). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined);
    // Buffered entries are in the observer's buffer as soon as it observes.
    observer.observe({ type: 'layout-shift', buffered: true });
    const shifts = observer.takeRecords() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[];
    observer.disconnect();
    return shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, s) => sum + s.value, 0);
  });
}

/** Every screenshot is served in AVIF, offered with WebP beside it and a fallback. */
function expectModernFormats(images: readonly ShownImage[]) {
  for (const image of images) {
    expect(image.sources).toEqual(expect.arrayContaining(['image/avif', 'image/webp']));
    expect(new URL(image.src).pathname).toMatch(/\.avif$/);
  }
}

describe.each(WIDTHS)('the project cards at %i px', (width) => {
  let home: Visit;
  let images: ShownImage[];
  beforeAll(async () => {
    home = await openPage('/', { width });
    images = await screenshots(home.page, `#projects`);
  });

  test("show each project's screenshot above its title, with its text, or a drawn cover of the same shape, unseen by screen readers", async () => {
    const cards = await projectCards(home.page).all();
    expect(cards).toHaveLength(shown.length);
    for (const [index, card] of cards.entries()) {
      const expected = shown[index].image;
      const image = card.locator('picture img');
      expect(await image.count()).toBe(expected ? 1 : 0);
      const picture = card.locator(':scope > *').first();
      const [shot, title] = await Promise.all([
        picture.boundingBox(),
        card.getByRole('heading').boundingBox(),
      ]);
      expect(shot!.width / shot!.height).toBeCloseTo(1.6, 1);
      expect(shot!.y + shot!.height).toBeLessThanOrEqual(title!.y);
      if (expected) expect(await image.getAttribute('alt')).toBe(expected.alt);
      // A cover repeats the title: nothing for a screen reader to hear twice.
      else expect(await picture.locator('[aria-hidden="true"]').count()).toBe(1);
    }
    expect(images.map((image) => image.alt)).toEqual(
      shown.flatMap((project) => (project.image ? [project.image.alt] : [])),
    );
  });

  test('serve them in AVIF, with WebP and a fallback offered', () => {
    expectModernFormats(images);
  });

  test('in the dark theme, a screenshot waiting for its image is dark, not its main colour, and so is a cover', async () => {
    const { page } = await openPage('/', { width, colorScheme: 'dark' });
    // The images made invisible: what shows is what shows until they arrive.
    await page.addStyleTag({ content: '#projects picture img { visibility: hidden; }' });
    const cards = await projectCards(page).all();
    expect(cards).toHaveLength(shown.length);
    for (const [index, card] of cards.entries()) {
      await card.scrollIntoViewIfNeeded();
      const box = (await card.locator(':scope > *').first().boundingBox())!;
      const shot = await page.screenshot({ clip: box });
      const { channels } = await sharp(shot).stats();
      const [r, g, b] = channels.map((channel) => channel.mean / 255);
      const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
      expect({ card: index, dark: luminance < 0.35 }).toEqual({ card: index, dark: true });
    }
  });

  test('keep their place while the images load: nothing shifts', async () => {
    expect(await layoutShift(home.page)).toBe(0);
  });

  test('line up in rows whether or not they have a screenshot', async () => {
    const boxes = await Promise.all(
      (await projectCards(home.page).all()).map((card) => card.boundingBox()),
    );
    const rows = new Map<number, number[]>();
    for (const box of boxes)
      rows.set(Math.round(box!.y), [...(rows.get(Math.round(box!.y)) ?? []), box!.height]);
    for (const heights of rows.values()) expect(new Set(heights).size).toBe(1);
  });

  test("a card with a case study links to it, beside the project's own link", async () => {
    const cards = await projectCards(home.page).all();
    for (const [index, card] of cards.entries()) {
      const project = shown[index];
      const study = caseStudies.find((entry) => entry.project === project);
      const link = card.getByRole('link', { name: /^Case study/ });
      expect(await link.count()).toBe(study ? 1 : 0);
      if (!study) continue;
      // Read out with the project's name, so that a list of links says which case study it is.
      expect(squash((await link.textContent()) ?? '')).toBe(`Case study: ${project.title} →`);
      expect(await link.getAttribute('href')).toBe(pathOf(study.route));
      expect(await link.getAttribute('target')).toBeNull();
      // Two links side by side, not one over the other: each is hit where it is drawn.
      await link.scrollIntoViewIfNeeded();
      const box = (await link.boundingBox())!;
      const hit = await home.page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('href'),
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(hit).toBe(pathOf(study.route));
    }
  });
});

if (caseStudies.length > 0) {
  test('with two links, the keyboard focus ring is on the link, not around the card', async () => {
    const { page } = await openPage('/');
    const card = projectCards(page)
      .filter({ has: page.getByRole('link', { name: /^Case study/ }) })
      .first();
    const link = card.getByRole('link', { name: /^Case study/ });
    expect(await tabTo(page, link, 200)).toBe(true);
    expect(await computed(link, 'outline-style')).not.toBe('none');
    expect(await computed(card, 'outline-style')).toBe('none');
  });
}

if (caseStudies.length === 0) {
  test('no card links to a case study, as the content has none', async () => {
    const home = await openPage('/');
    expect(
      await projectCards(home.page)
        .getByRole('link', { name: /^Case study/ })
        .count(),
    ).toBe(0);
  });
}

/** The case study's own text: what holds its first heading. */
const textOf = (page: Page) =>
  page.getByRole('main').locator('h2:not(#gallery)').first().locator('xpath=..');

for (const { project, study, route } of caseStudies) {
  describe(`the case study ${route}`, () => {
    let visit: Visit;
    let images: ShownImage[];
    beforeAll(async () => {
      visit = await openPage(route, { width: 1280 });
      images = await screenshots(visit.page, 'main');
    });

    test('answers under the site prefix, with the project as its one heading', async () => {
      expect(visit.response?.status()).toBe(200);
      expect(new URL(visit.page.url()).pathname).toBe(pathOf(route));
      expect(await textsOf(visit.page.getByRole('heading', { level: 1 }))).toEqual([project.title]);
      expect(await visit.page.title()).toBe(`${project.title}: case study | ${site.name}`);
    });

    test('leaves the navigation in its Home state, as on the resume', async () => {
      expect(await navLinkAnyway(visit.page, 'Home').count()).toBe(1);
      expect(await navLinkAnyway(visit.page, 'Projects').count()).toBe(0);
    });

    test('shows the role, the years, the outcome and the stack as badges, in order', async () => {
      const main = visit.page.getByRole('main');
      for (const [term, value] of [
        ['Role', study.role],
        ['Years', study.years],
        ['Outcome', study.outcome],
      ]) {
        const definition = main
          .locator('dt', { hasText: term })
          .locator('xpath=following-sibling::dd');
        expect(squash(await definition.innerText())).toBe(value);
      }
      const stack = main.locator('dt', { hasText: 'Stack' }).locator('xpath=following-sibling::dd');
      expect(await textsOf(stack.getByRole('listitem'))).toEqual(stackNames(study.stack));
    });

    test("shows the text's headings and opens its links to other sites in a new tab", async () => {
      const text = caseStudyText(study);
      const headings = [...text.matchAll(/^##+ (.+)$/gm)].map((match) => squash(match[1]));
      const shownHeadings = await textsOf(
        visit.page
          .getByRole('main')
          .locator('h2, h3')
          .filter({ hasNotText: /^Gallery$/ }),
      );
      expect(shownHeadings).toEqual(headings);
      const links = [...text.matchAll(/\]\((https?:[^)]+)\)/g)].map((match) => match[1]);
      for (const href of links) {
        const link = visit.page.locator(`main a[href="${href}"]`);
        expect(await link.getAttribute('target')).toBe('_blank');
      }
    });

    test('gives each heading of its text an anchor: its address with #id brings it up', async () => {
      const headings = textOf(visit.page).locator('h2[id], h3[id]');
      const ids = await headings.evaluateAll((all) => all.map((heading) => heading.id));
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) {
        await visit.page.evaluate((hash) => (location.hash = hash), id);
        const target = await visit.page.evaluate(() => document.querySelector(':target')?.id);
        expect(target).toBe(id);
      }
      // Ids from the text's words, never the page's own (its main part, the gallery).
      expect(ids).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(main|gallery)$/)]));
      expect(await visit.page.locator('#gallery').count()).toBeLessThanOrEqual(1);
    });

    test('draws its code and maths at build time, with their look, as a post does', async () => {
      const text = caseStudyText(study);
      const main = textOf(visit.page);
      const fences = text.match(/^```\w+$/gm) ?? [];
      const formulas = text.match(/\$\$[^$]+\$\$|\$[^$\n]+\$/g) ?? [];
      expect(await main.locator('pre code').count()).toBe(fences.length);
      expect(await main.locator('math').count()).toBe(formulas.length);
      expect(await main.locator('[style]').count()).toBe(0);
      for (const block of await main.locator('pre').all()) {
        expect(await computed(block, 'direction')).toBe('ltr');
        expect(await computed(block, 'border-top-style')).toBe('solid');
        expect(await block.locator('.token').count()).toBeGreaterThan(0);
      }
      // A displayed formula is centred in the text's column.
      const column = await main.boundingBox();
      for (const formula of await main.locator('math[display="block"]').all()) {
        const box = (await formula.boundingBox())!;
        expect(Math.abs(box.x + box.width / 2 - (column!.x + column!.width / 2))).toBeLessThan(1);
        expect(box.width).toBeLessThan(column!.width);
      }
      const notes = text.match(/^\[\^[^\]]+\]:/gm) ?? [];
      expect(await main.locator('a[href^="#fn"]').count()).toBeGreaterThanOrEqual(notes.length);
    });

    test('links to the project itself in a new tab', async () => {
      const link = visit.page.getByRole('link', { name: new RegExp(`^Visit ${project.title}`) });
      expect(await link.count()).toBeGreaterThan(0);
      for (const each of await link.all()) {
        expect(await each.getAttribute('href')).toBe(project.link);
        expect(await each.getAttribute('target')).toBe('_blank');
      }
    });

    test('shows the screenshot first, loaded at once, then the gallery in order', () => {
      const expected = [
        ...(project.image ? [project.image.alt] : []),
        ...(study.gallery ?? []).map((shot) => shot.alt),
      ];
      expect(images.map((image) => image.alt)).toEqual(expected);
      if (project.image) expect(images[0].loading).toBe('eager');
      expect(images.slice(project.image ? 1 : 0).every((image) => image.loading === 'lazy')).toBe(
        true,
      );
    });

    test('serves its screenshots in AVIF, with WebP and a fallback, and nothing shifts', async () => {
      expectModernFormats(images);
      expect(await layoutShift(visit.page)).toBe(0);
    });

    test('describes the project for search engines, as a work by the owner', async () => {
      const data = await visit.page.$$eval('script[type="application/ld+json"]', (scripts) =>
        scripts.map((script) => JSON.parse(script.textContent ?? '{}')),
      );
      expect(data).toEqual([
        expect.objectContaining({
          '@type': 'CreativeWork',
          name: project.title,
          sameAs: project.link,
          url: new URL(pathOf(route), site.siteUrl).href,
          // The owner's Person (outputs.test.ts checks its names in every language).
          author: expect.objectContaining({
            '@type': 'Person',
            '@id': `${new URL(pathOf('/'), site.siteUrl).href}#person`,
          }),
        }),
      ]);
    });
  });
}
