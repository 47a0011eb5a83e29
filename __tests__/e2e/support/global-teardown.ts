// Stops what global set-up started: the browser and the static server.
import { takeHandles } from './handles';

export default async function globalTeardown(): Promise<void> {
  const handles = takeHandles();
  if (!handles) return;
  await handles.browser.close();
  const { server } = handles;
  if (server.exitCode !== null || server.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.stdin?.end();
  });
}
