// Loaded into every end-to-end test file: closes the pages a test opened when it ends, and
// the file's connection to the shared browser after its last test.
import { disconnect, endTest, startTest } from './browser';

// A browser test loads pages and waits for animations: far beyond jest's 5 s default. (The
// project-level testTimeout in jest.config.js is not applied to projects, so it is set here.)
jest.setTimeout(60000);

beforeEach(startTest);
afterEach(endTest);
afterAll(disconnect);
