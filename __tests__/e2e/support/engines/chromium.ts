// Chromium through the visit API, for the tests every engine shares: a tab of the site's shared
// Chromium (support/browser.ts, where the in-depth files open theirs) per visit.
import fs from 'fs';
import type { Download } from 'playwright-core';
import os from 'os';
import path from 'path';
import { openPage, waitForHydration, type Visit } from '../browser';
import { openHeld } from '../held';
import { urlOf } from '../site';
import { callOf, DEFAULT_SIZE, untilBy, inputOf } from './engine';
import type { Engine, EngineVisit, InPage, OpenOptions } from './engine';

/** Chromium for a test file: its tabs come from the site's browser, started by set-up. */
export async function startChromium(): Promise<Engine> {
  const downloadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chromium-downloads-'));
  const visits: { visit: Visit; end: () => void }[] = [];

  async function open(route: string, options: OpenOptions = {}): Promise<EngineVisit> {
    const { width = DEFAULT_SIZE.width, height = DEFAULT_SIZE.height, held = false } = options;
    const colorScheme = options.systemScheme ?? 'light';
    let release = async () => {};
    let visit: Visit;
    if (held) {
      ({ visit, release } = await openHeld(route, { width, height, colorScheme }));
    } else {
      visit = await openPage(route, { width, height, colorScheme, acceptDownloads: true });
    }
    const { page } = visit;
    // Saved under the name the site gives it once complete: a file there is a whole download.
    const save = (download: Download) => {
      void download.path().then((saved) => {
        const target = path.join(downloadDir, download.suggestedFilename());
        fs.copyFileSync(saved, `${target}.part`);
        fs.renameSync(`${target}.part`, target);
      });
    };
    page.on('download', save);
    // The tab goes back to the shared pool when the visit ends: without this listener.
    visits.push({ visit, end: () => page.off('download', save) });
    const run = <T>(script: InPage<T>, ...args: unknown[]) =>
      page.evaluate(callOf(script, args)) as Promise<Awaited<T>>;
    return {
      run,
      inject: async (source) => {
        await page.evaluate(source);
      },
      // Asked again and again through the driver: playwright's own waitForFunction would
      // evaluate the condition's text with eval(), which the page's policy refuses.
      until: untilBy(run, 'Chromium'),
      problems: async () => visit.problems(),
      cspViolations: () => visit.cspViolations(),
      release,
      load: async (route) => {
        await page.goto(urlOf(route), { waitUntil: 'load' });
        await waitForHydration(page);
      },
      ...inputOf(page, run),
    };
  }

  return {
    name: 'chromium',
    open,
    downloadDir,
    downloaded: () =>
      fs
        .readdirSync(downloadDir)
        .filter((file) => !file.endsWith('.part'))
        .sort(),
    endVisits: async () => {
      await Promise.all(
        visits.splice(0).map(({ visit, end }) => {
          end();
          return visit.close();
        }),
      );
    },
    stop: async () => {
      fs.rmSync(downloadDir, { recursive: true, force: true });
    },
  };
}
