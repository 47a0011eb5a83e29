/** @jest-environment node */
// What bootstrap and the development server do with the check, through the plugin's Gatsby
// APIs: a build stops with the report, develop prints it and keeps going, and a fix is announced.
import fs from 'fs';
import path from 'path';
import { copyContent, translateEveryPost, type ContentFixture } from '../../support/contentFixture';
import {
  BUILD_HEADING,
  reportContentCheck,
  CONTENT_FIXED,
  CONTENT_OK,
  DEVELOP_HEADING,
  NOTICES_HEADING,
} from '../../../plugins/content-engine/report';

let content: ContentFixture;

function fakeReporter() {
  return { success: jest.fn(), error: jest.fn(), warn: jest.fn() };
}

function breakStatus() {
  content.edit('projects', (json) => {
    json.projects[0].status = 'done';
  });
}

function fixStatus() {
  content.edit('projects', (json) => {
    json.projects[0].status = 'completed';
  });
}

/** A fresh copy of the plugin, bootstrapped as `gatsby <command>` does, with `reporter`. */
function bootstrap(reporter: ReturnType<typeof fakeReporter>, command = 'develop') {
  process.env.gatsby_executing_command = command;
  let plugin: Record<string, (...args: unknown[]) => unknown> = {};
  jest.isolateModules(() => {
    plugin = jest.requireActual('../../../plugins/site-content/gatsby-node');
  });
  const call = (api: string, args = {}) =>
    plugin[api]({ reporter, ...args }, { path: content.dir });
  call('onPreBootstrap');
  // Gatsby creates a content file's node again when the owner saves it.
  const file = { internal: { type: 'File' }, sourceInstanceName: 'content' };
  return { saved: () => call('onCreateNode', { node: file }) };
}

beforeEach(() => {
  content = copyContent();
});

afterEach(() => {
  content.cleanup();
  delete process.env.gatsby_executing_command;
  jest.useRealTimers();
});

test('clean content: one success line, the build goes on', () => {
  const reporter = fakeReporter();
  const stop = jest.fn();
  expect(reportContentCheck(content.dir, reporter, { develop: false, stop })).toBe(false);
  expect(reporter.success).toHaveBeenCalledWith(CONTENT_OK);
  expect(stop).not.toHaveBeenCalled();
  // The test content's French, Thai and Chinese are partial, Arabic and German leave posts
  // untranslated, and deletions left texts behind: said as warnings, never an error.
  expect(reporter.warn).toHaveBeenCalledTimes(2);
  expect(reporter.warn.mock.calls[0][0]).toMatch(/^Translation ar is partial: \d+ texts show/);
  expect(reporter.warn.mock.calls[0][0]).toMatch(/^Translation fr is partial: \d+ texts show/m);
  expect(reporter.warn.mock.calls[1][0]).toContain(`${NOTICES_HEADING}\n\n  content/translations/`);
  expect(reporter.error).not.toHaveBeenCalled();
});

test('complete translations, nothing left behind: no warning', () => {
  for (const partial of ['fr', 'th', 'zh']) {
    fs.rmSync(path.join(content.dir, 'translations', partial), { recursive: true });
  }
  fs.rmSync(path.join(content.dir, 'translations', 'de', 'case-studies', 'retired-project.md'));
  translateEveryPost(content.dir, ['ar', 'de']);
  const reporter = fakeReporter();
  expect(reportContentCheck(content.dir, reporter, { develop: false, stop: jest.fn() })).toBe(
    false,
  );
  expect(reporter.warn).not.toHaveBeenCalled();
});

test('a translation error stops a build like any content error', () => {
  fs.writeFileSync(path.join(content.dir, 'translations', 'fr', 'notes.json'), '{}\n');
  const reporter = fakeReporter();
  const stop = jest.fn();
  expect(reportContentCheck(content.dir, reporter, { develop: false, stop })).toBe(true);
  expect(stop).toHaveBeenCalledTimes(1);
  expect(stop.mock.calls[0][0]).toContain('content/translations/fr/notes.json');
  expect(reporter.success).not.toHaveBeenCalled();
});

test('a build with a content error stops with the whole report', () => {
  breakStatus();
  const reporter = fakeReporter();
  const stop = jest.fn();
  reportContentCheck(content.dir, reporter, { develop: false, stop });
  expect(stop).toHaveBeenCalledTimes(1);
  const report = stop.mock.calls[0][0] as string;
  expect(report.startsWith(BUILD_HEADING)).toBe(true);
  expect(report).toMatch(
    /\/projects\/0\/status \(line \d+\): must be one of: completed, active, upcoming \(found "done"\)/,
  );
  expect(reporter.error).not.toHaveBeenCalled();
});

test('develop prints the report at bootstrap and carries on', () => {
  breakStatus();
  const reporter = fakeReporter();
  bootstrap(reporter);
  expect(reporter.error).toHaveBeenCalledTimes(1);
  expect(reporter.error.mock.calls[0][0]).toMatch(new RegExp(`^${DEVELOP_HEADING}`));
  expect(reporter.success).not.toHaveBeenCalled();
});

test('develop re-checks after saves settle: report while broken, one line once fixed', () => {
  jest.useFakeTimers();
  const reporter = fakeReporter();
  const server = bootstrap(reporter);
  expect(reporter.success).toHaveBeenCalledWith(CONTENT_OK);
  reporter.success.mockClear();

  // A valid save says nothing.
  server.saved();
  jest.runOnlyPendingTimers();
  expect(reporter.error).not.toHaveBeenCalled();
  expect(reporter.success).not.toHaveBeenCalled();

  // Several saves in a row are checked once, after they settle.
  breakStatus();
  server.saved();
  jest.advanceTimersByTime(50);
  server.saved();
  jest.advanceTimersByTime(100);
  expect(reporter.error).not.toHaveBeenCalled();
  jest.runOnlyPendingTimers();
  expect(reporter.error).toHaveBeenCalledTimes(1);
  expect(reporter.error.mock.calls[0][0]).toContain('/projects/0/status');

  fixStatus();
  server.saved();
  jest.runOnlyPendingTimers();
  expect(reporter.success).toHaveBeenCalledWith(CONTENT_FIXED);
  expect(reporter.error).toHaveBeenCalledTimes(1);
});

test('errors found at bootstrap are announced as fixed by the first good save', () => {
  jest.useFakeTimers();
  breakStatus();
  const reporter = fakeReporter();
  const server = bootstrap(reporter);
  fixStatus();
  server.saved();
  jest.runOnlyPendingTimers();
  expect(reporter.success).toHaveBeenCalledWith(CONTENT_FIXED);
});

test('a build does not check again when it creates the content nodes', () => {
  jest.useFakeTimers();
  const reporter = fakeReporter();
  const build = bootstrap(reporter, 'build');
  breakStatus();
  build.saved();
  jest.runOnlyPendingTimers();
  expect(reporter.error).not.toHaveBeenCalled();
});
