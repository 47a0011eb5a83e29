// What global set-up started and global teardown stops, per site; both run in jest's main
// process.
import type { ChildProcess } from 'child_process';
import type { BrowserServer } from 'playwright-core';
import type { SiteName } from './config';

export interface E2EHandles {
  server: ChildProcess;
  browser: BrowserServer;
  /** The copy of the project the site was built in, if any. */
  copy?: string;
}

const KEY = '__portfolioE2EHandles';
const store = globalThis as unknown as Record<string, Partial<Record<SiteName, E2EHandles>>>;

export function saveHandles(site: SiteName, handles: E2EHandles): void {
  store[KEY] = { ...store[KEY], [site]: handles };
}

export function takeHandles(site: SiteName): E2EHandles | undefined {
  const handles = store[KEY]?.[site];
  if (store[KEY]) delete store[KEY][site];
  return handles;
}
