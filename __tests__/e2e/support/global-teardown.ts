// Stops what global set-up started for each site: the browser, the static server, and the copy
// of the project it was built in.
import fs from 'fs';
import { selectedSites, type JestSelection, type SiteName } from './config';
import { takeHandles } from './handles';
import { stopServer } from './server';

async function stop(site: SiteName): Promise<void> {
  const handles = takeHandles(site);
  if (!handles) return;
  await handles.browser.close();
  await stopServer(handles.server);
  if (handles.copy) fs.rmSync(handles.copy, { recursive: true, force: true });
}

export default async function globalTeardown(global: JestSelection): Promise<void> {
  await Promise.all(selectedSites(global).map(stop));
}
