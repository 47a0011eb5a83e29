// Stops what global set-up started: each site's browser and static server, and the copy of the
// project the sites were built in, once set-up has finished (it goes on beside the tests).
import { setupDone, stopAll } from './handles';

export default async function globalTeardown(): Promise<void> {
  await setupDone();
  await stopAll();
}
