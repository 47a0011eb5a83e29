// The site built for a project address such as https://user.github.io/portfolio/ (gatsby build
// --prefix-paths, in a copy of the project) and served under /portfolio as that host would:
// every page, link, icon, the manifest, client-side navigation and the CV download work there.
import type { ChildProcess } from 'child_process';
import fs from 'fs';
import path from 'path';
import type { Page } from 'playwright-core';
import { copyProject, gatsbyBuild } from '../support/projectCopy';
import { openPage, type Visit } from './support/browser';
import { ROUTES } from './support/config';
import { site } from './support/content';
import { startServer, stopServer } from './support/server';

const PREFIX = '/portfolio';

let dir: string;
let server: ChildProcess | undefined;
/** The prefixed site's address, e.g. http://127.0.0.1:40123/portfolio. */
let base: string;

beforeAll(async () => {
  dir = copyProject();
  const { code, output } = await gatsbyBuild(dir, ['--prefix-paths']);
  if (code !== 0) throw new Error(`gatsby build --prefix-paths failed:\n${output.slice(-4000)}`);
  const started = await startServer(path.join(dir, 'public'), PREFIX);
  server = started.server;
  base = started.url;
}, 300_000);

afterAll(async () => {
  if (server) await stopServer(server);
  fs.rmSync(dir, { recursive: true, force: true });
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Whether a URL path is the prefixed address of a route (home is /portfolio or /portfolio/). */
const isPrefixed = (pathname: string, route: string) =>
  route === '/'
    ? pathname === PREFIX || pathname === `${PREFIX}/`
    : pathname === `${PREFIX}${route}`;

/** Every same-host URL the page refers to: links, head links, images and scripts. */
function localReferences(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const urls = [
      ...[...document.querySelectorAll('a[href], link[href]')].map(
        (element) => (element as HTMLAnchorElement | HTMLLinkElement).href,
      ),
      ...[...document.querySelectorAll('img[src], script[src]')].map(
        (element) => (element as HTMLImageElement | HTMLScriptElement).src,
      ),
    ];
    return [
      ...new Set(
        urls
          .filter((url) => new URL(url).origin === location.origin)
          .map((url) => url.split('#')[0]),
      ),
    ];
  });
}

async function expectClean(visit: Visit): Promise<void> {
  expect(visit.problems()).toEqual([]);
  expect(await visit.cspViolations()).toEqual([]);
}

describe(`a build for ${PREFIX}`, () => {
  test.each(ROUTES)(
    '%s answers under the prefix and refers only to paths under it',
    async (route) => {
      const visit = await openPage(`${base}${route === '/' ? '/' : route}`);
      const { page } = visit;
      expect(visit.response?.status()).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);

      const references = await localReferences(page);
      expect(references.length).toBeGreaterThan(5);
      for (const url of references) {
        expect(new URL(url).pathname).toMatch(new RegExp(`^${PREFIX}(/|$)`));
        const response = await page.request.get(url);
        expect(`${response.status()} ${url}`).toBe(`200 ${url}`);
      }
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname).toBe(`${PREFIX}${route === '/' ? '/' : route}`);
      await expectClean(visit);
    },
  );

  test('the manifest and its icons are under the prefix', async () => {
    const visit = await openPage(`${base}/`);
    const href = await visit.page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(`${PREFIX}/site.webmanifest`);
    const manifest = (await (await visit.page.request.get(new URL(href!, base).href)).json()) as {
      start_url: string;
      icons: { src: string }[];
    };
    expect(manifest.start_url).toBe(`${PREFIX}/`);
    for (const icon of manifest.icons) {
      expect(icon.src.startsWith(`${PREFIX}/`)).toBe(true);
      expect((await visit.page.request.get(new URL(icon.src, base).href)).status()).toBe(200);
    }
  });

  test('navigates between the pages client-side, staying under the prefix', async () => {
    const visit = await openPage(`${base}/`);
    const { page } = visit;
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    for (const [link, route] of [
      ['Resume', '/resume'],
      ['Videos', '/videos'],
      ['Home', '/'],
    ]) {
      await nav(page).getByRole('link', { name: link, exact: true }).click();
      await page.waitForURL((url) => isPrefixed(url.pathname, route));
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    await expectClean(visit);
  });

  test('Download CV downloads the PDF from under the prefix', async () => {
    const visit = await openPage(`${base}/resume`, { acceptDownloads: true });
    const link = visit.page.getByRole('link', { name: 'Download CV' });
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^${PREFIX}/`));
    const [download] = await Promise.all([
      visit.page.waitForEvent('download', { timeout: 10000 }),
      link.click(),
    ]);
    expect(download.suggestedFilename()).toBe(site.cvFilename);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  test('an unknown path under the prefix gets the 404 page, which leads back home', async () => {
    const visit = await openPage(`${base}/no-such-page-here`);
    expect(visit.response?.status()).toBe(404);
    const home = visit.page.getByRole('link', { name: 'Return to Home', exact: true });
    expect(isPrefixed((await home.getAttribute('href'))!, '/')).toBe(true);
    await home.click();
    await visit.page.waitForURL((url) => isPrefixed(url.pathname, '/'));
    await visit.page.waitForFunction(
      (greeting) => document.querySelector('h1')?.textContent === greeting,
      site.greeting,
    );
  });
});
