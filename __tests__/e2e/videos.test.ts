// The videos page: the content's click-to-play videos in a responsive grid, no third-party
// request before the visitor asks for one, and the link to the channel.
import type { Locator, Page } from 'playwright-core';
import { openPage } from './support/browser';
import { WIDTHS } from './support/config';
import { site, videos } from './support/content';
import { columnsOf, scrollThrough, textsOf } from './support/page';

function videoCards(page: Page): Locator {
  return page.getByRole('main').locator('article');
}

describe.each([
  [375, 1],
  [1024, 2],
  [1280, 2],
])('videos grid at %i px', (width, columns) => {
  test(`shows every video, in ${columns} column(s) when there are that many`, async () => {
    const { page } = await openPage('/videos', { width });
    expect(await textsOf(videoCards(page).getByRole('heading', { level: 2 }))).toEqual(
      videos.videos.map((video) => video.title),
    );
    expect(await columnsOf(videoCards(page))).toBe(Math.min(columns, videos.videos.length));
  });
});

describe.each(WIDTHS)('videos at %i px', (width) => {
  test('contacts no other host until a play click, which creates the nocookie player', async () => {
    const visit = await openPage('/videos', { width });
    const { page } = visit;
    await scrollThrough(page);
    // Only a poster the owner gave as a URL on another host may load before a click.
    const posterOrigins = videos.videos.flatMap((video) =>
      video.poster?.startsWith('https://') ? [new URL(video.poster).origin] : [],
    );
    const unasked = () =>
      visit.thirdPartyRequests().filter((url) => !posterOrigins.includes(new URL(url).origin));
    expect(unasked()).toEqual([]);

    const first = videos.videos[0];
    await videoCards(page)
      .first()
      .getByRole('link', { name: `Play video: ${first.title}`, exact: true })
      .click();
    const player = videoCards(page).first().locator('iframe');
    await player.waitFor({ state: 'attached' });
    expect(await player.getAttribute('src')).toMatch(
      new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${first.embedId}`),
    );
    expect((await player.getAttribute('title'))?.trim()).toBeTruthy();
    expect(page.url()).toMatch(/\/videos$/);
    expect(unasked().every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(
      true,
    );
  });
});

test('links to the channel in a new tab', async () => {
  const { page } = await openPage('/videos');
  const channel = page.getByRole('link', { name: /^Visit My YouTube Channel/ });
  expect(await channel.getAttribute('target')).toBe('_blank');
  expect(await channel.getAttribute('href')).toBe(site.channelUrl);
});
