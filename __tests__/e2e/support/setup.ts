// Loaded into every end-to-end test file: waits for the file's site to be built and served,
// closes the pages a test opened when it ends, and the file's connection to the shared browser
// after its last test.
import { disconnect, endTest, startTest } from './browser';
import { SETUP_MS } from './ready';
import { awaitSite } from './site';

// A browser test loads pages and waits for animations: far beyond jest's 5 s default.
jest.setTimeout(60000);

// Global set-up builds the sites one after another while the unit tests run; a file waits for
// its own site, and on a busy machine the last site takes minutes.
beforeAll(awaitSite, SETUP_MS + 60_000);
beforeEach(startTest);
afterEach(endTest);
afterAll(disconnect);

// A response whose body is never read keeps its connection to the site's server busy, and the
// servers keep idle connections open: a file cancels what its tests left unread, so its worker
// can exit when the run ends.
const unread: Response[] = [];
const fetchOf = globalThis.fetch;
globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
  const response = await fetchOf(...args);
  unread.push(response);
  return response;
};
afterAll(() => {
  // Not awaited: a cancel settles only once the stream's every reader has let go.
  for (const { body } of unread.splice(0)) {
    if (body && !body.locked) body.cancel().catch(() => {});
  }
});
