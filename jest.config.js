// Seven projects, one command: `unit` (jsdom, components and pure logic), end-to-end files (real
// browsers, Chromium, Firefox and WebKit, against a production build) on four sites, and
// `upgrade`, which builds its own. What the code does is checked once per engine, on the site
// made to hold every case: `e2e-fixture`, built from the test content in
// __tests__/fixtures/content under a path prefix. What the owner's content can break is checked
// on their site: `content`, the content lane's own checks, and `e2e`, the files that read the
// content's own outputs, addresses and headers, and the editor's, on a copy of the owner's
// project. `e2e-one-language` is the owner's content after their first edits, its translations
// deleted among them (what the languages add is absent: valid HTML, every route, the bar at
// every width, the outputs), its visits counted by a self-hosted Plausible, which `visits`
// checks. `npm test` runs them all (docs/testing.md).
const transform = { '^.+\\.[jt]sx?$': '<rootDir>/jest-preprocess.js' };
/** Node-only files: types stripped, the syntax kept (jest-transform-node.js says why). */
const nodeTransform = { '^.+\\.[jt]sx?$': '<rootDir>/jest-transform-node.js' };

// Every file's time is printed beside it, not only a slow one's: their sum is the suite's worker
// time (docs/performance.md). A project's option: each project sets it.
const slowTestThreshold = 0;

// citation-js (the bibliography's parser) loads node-fetch, an ES module, which it never uses here.
const noFetch = { '^node-fetch$': '<rootDir>/__tests__/support/no-fetch.js' };

/** A project of end-to-end files, run in Node. */
const nodeProject = (displayName, testMatch) => ({
  displayName,
  slowTestThreshold,
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__/e2e'],
  testMatch,
  transform: nodeTransform,
  moduleNameMapper: noFetch,
});

/** An end-to-end project on one site (see __tests__/e2e/support/config.ts). */
const e2e = (displayName, site, testMatch = ['**/*.test.ts'], globals = {}) => ({
  ...nodeProject(displayName, testMatch),
  globals: { E2E_SITE: site, ...globals },
  globalSetup: '<rootDir>/__tests__/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/__tests__/e2e/support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/__tests__/e2e/support/setup.ts'],
});

/** Test files by name, as jest's testMatch. */
const testFiles = (names) => names.map((name) => `**/${name}.test.ts`);
// The content editor's files, on a copy of the owner's project: the e2e project's, no other's.
const EDITOR = ['editor-access', 'editor-saves', 'editor-entries'];
// The files whose result depends on the owner's content beyond what the content lane reads.
const CONTENT_READERS = [
  'html',
  'links',
  'outputs',
  'csp',
  'routes',
  'rename',
  'search',
  ...EDITOR,
];
/** The files the test content's site does not run: each belongs to another project's site. */
const NOT_ON_FIXTURE = [...EDITOR, 'upgrade', 'upgrade-merge', 'lane', 'visits'];

/** @type {import('jest').Config} */
module.exports = {
  // One worker per core: the end-to-end files mostly wait on the browser, and jest's default
  // (cores - 1) would leave one of two cores idle.
  maxWorkers: '100%',
  testSequencer: '<rootDir>/__tests__/support/sequencer.js',
  // Jest's own summary, then what the run cost (wall, worker time, the slowest files).
  reporters: ['default', '<rootDir>/__tests__/support/cost-reporter.js'],
  projects: [
    {
      displayName: 'unit',
      slowTestThreshold,
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/__tests__/unit'],
      transform,
      transformIgnorePatterns: [
        '/node_modules/(?!(@react-pdf|yoga-layout|color-string|color-name|jay-peg)/)',
      ],
      moduleNameMapper: {
        ...noFetch,
        '^gatsby$': '<rootDir>/__tests__/support/gatsby.tsx',
        '\\.css$': '<rootDir>/__tests__/support/style-stub.js',
        '^@react-pdf/hyphenate/(.*)$': '<rootDir>/node_modules/@react-pdf/hyphenate/lib/$1.js',
        // The editor's browser modules name each other as the files they become (./ids.js).
        '^(\\.{1,2}/.*)\\.js$': '$1',
      },
      setupFiles: ['<rootDir>/__tests__/support/setup-globals.ts'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/support/setup-dom.ts'],
    },
    // The owner's site: what its content makes (HTML, links, downloads, routes, headers), a
    // rename of its titles, and the editor on a copy of the project.
    e2e('e2e', 'content', testFiles(CONTENT_READERS)),
    // `npm run upgrade` on copies of the project, which build their own site: it needs none of
    // set-up's, so it runs from the start, beside the unit tests and set-up's first build.
    nodeProject('upgrade', testFiles(['upgrade', 'upgrade-merge'])),
    // Every behaviour of the pages, in the three engines, on the test content.
    {
      ...e2e('e2e-fixture', 'fixture'),
      testPathIgnorePatterns: [`/(${NOT_ON_FIXTURE.join('|')})\\.test\\.ts$`],
    },
    // The content lane's own checks (lane.test.ts) on the owner's site; npm run test:content
    // runs them with html, links and outputs.test.ts of the e2e project (docs/testing.md).
    e2e('content', 'content', testFiles(['lane'])),
    // The owner's content after the edits an owner makes first (a new name in site.json alone,
    // a project deleted from its file alone, an item added, the translations deleted): what the
    // languages add is absent, and the pages and the outputs hold. Its visits are counted, but
    // not these files' (support/browser.ts): `visits` reads what its own visits send.
    e2e(
      'e2e-one-language',
      'single',
      testFiles(['languages', 'html', 'routes', 'bar-widths', 'outputs']),
    ),
    // Visit counts, on the one-language site with a self-hosted Plausible, in the three engines.
    e2e('visits', 'single', testFiles(['visits']), { E2E_COUNTED: true }),
  ],
};
