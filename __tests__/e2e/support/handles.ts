// What global set-up started and global teardown stops; both run in jest's main process.
import type { ChildProcess } from 'child_process';
import type { BrowserServer } from 'playwright-core';

export interface E2EHandles {
  server: ChildProcess;
  browser: BrowserServer;
}

const KEY = '__portfolioE2EHandles';
const store = globalThis as Record<string, unknown>;

export function saveHandles(handles: E2EHandles): void {
  store[KEY] = handles;
}

export function takeHandles(): E2EHandles | undefined {
  const handles = store[KEY] as E2EHandles | undefined;
  delete store[KEY];
  return handles;
}
