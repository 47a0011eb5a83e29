// What global set-up started and global teardown stops, per site; both run in jest's main
// process. Each part is recorded as soon as it is started, so a set-up that fails half-way
// still stops what it started.
import type { ChildProcess } from 'child_process';
import fs from 'fs';
import type { BrowserServer } from 'playwright-core';
import type { SiteName } from './config';
import { stopServer } from './server';

export interface E2EHandles {
  /** The copy of the project the site was built in, if any. */
  copy?: string;
  server?: ChildProcess;
  browser?: BrowserServer;
}

const KEY = '__portfolioE2EHandles';
const store = globalThis as unknown as Record<string, Partial<Record<SiteName, E2EHandles>>>;

export function saveHandles(site: SiteName, handles: E2EHandles): void {
  store[KEY] = { ...store[KEY], [site]: { ...store[KEY]?.[site], ...handles } };
}

/** Stops the site's browser and server and removes its copy, whichever of them started. */
export async function stopSite(site: SiteName): Promise<void> {
  const handles = store[KEY]?.[site];
  if (!handles) return;
  delete store[KEY][site];
  try {
    await handles.browser?.close();
  } finally {
    try {
      if (handles.server) await stopServer(handles.server);
    } finally {
      if (handles.copy) fs.rmSync(handles.copy, { recursive: true, force: true });
    }
  }
}
