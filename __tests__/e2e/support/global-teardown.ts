// Stops what global set-up started: the browser and the static server.
import { takeHandles } from './handles';
import { stopServer } from './server';

export default async function globalTeardown(): Promise<void> {
  const handles = takeHandles();
  if (!handles) return;
  await handles.browser.close();
  await stopServer(handles.server);
}
