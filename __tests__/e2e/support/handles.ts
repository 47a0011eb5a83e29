// What global set-up started and global teardown stops; both run in jest's main process. Each
// part is recorded as soon as it is started, so a set-up that fails half-way still stops what it
// started.
import type { ChildProcess } from 'child_process';
import fs from 'fs';
import type { BrowserServer } from 'playwright-core';
import type { SiteName } from './config';
import { stopServer } from './server';

export interface SiteHandles {
  server?: ChildProcess;
  collector?: ChildProcess;
  browser?: BrowserServer;
}

export interface RunHandles {
  /** The copy of the project the sites are built in. */
  copy?: string;
  /** Where set-up tells the test files that a site is ready (./ready.ts). */
  runDir?: string;
  /** Settles once every site is built and served, or set-up has given up. */
  done?: Promise<void>;
  /** The owner's site as built for the tests, when it is recorded to be left (./testedBuild.ts). */
  testedBuild?: string;
}

const KEY = '__portfolioE2EHandles';
interface Store {
  sites: Partial<Record<SiteName, SiteHandles>>;
  run: RunHandles;
}
const shared = globalThis as unknown as Record<string, Store | undefined>;
const store = (): Store => (shared[KEY] ??= { sites: {}, run: {} });

export function saveHandles(site: SiteName, handles: SiteHandles): void {
  store().sites[site] = { ...store().sites[site], ...handles };
}

export function saveRun(handles: RunHandles): void {
  Object.assign(store().run, handles);
}

/** What set-up is still doing when the tests end (nothing, unless they end early). */
export const setupDone = (): Promise<void> => store().run.done ?? Promise.resolve();

/** The recorded build of the owner's site, if set-up made one. */
export const testedBuild = (): string | undefined => store().run.testedBuild;

/** Stops every site's browser and server, then removes the copy and the run's folder. */
export async function stopAll(): Promise<void> {
  const { sites, run } = store();
  shared[KEY] = undefined;
  try {
    await Promise.all(
      Object.values(sites).map(async ({ browser, server, collector }) => {
        try {
          await browser?.close();
        } finally {
          if (server) await stopServer(server);
          if (collector) await stopServer(collector);
        }
      }),
    );
  } finally {
    for (const dir of [run.copy, run.runDir]) {
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}
