// Stops what global set-up started: each site's browser and static server, and the copy of the
// project the sites were built in, once set-up has finished (it goes on beside the tests). The
// owner's site as tested is moved out of the copy first when asked (./testedBuild.ts).
import { setupDone, stopAll, testedBuild } from './handles';
import { leaveTestedBuild } from './testedBuild';

export default async function globalTeardown(): Promise<void> {
  try {
    await setupDone();
    leaveTestedBuild(testedBuild());
  } finally {
    await stopAll();
  }
}
