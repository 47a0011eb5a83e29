// Stops what global set-up started for each site: the browser, the static server, and the copy
// of the project it was built in.
import { selectedSites, type JestSelection } from './config';
import { stopSite } from './handles';

export default async function globalTeardown(global: JestSelection): Promise<void> {
  await Promise.all(selectedSites(global).map(stopSite));
}
