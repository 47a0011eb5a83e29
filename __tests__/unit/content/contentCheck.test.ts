/** @jest-environment node */
// What bootstrap and the development server do with the check: a build stops with the report,
// develop prints it and keeps going, and a later fix is announced.
import { copyContent, type ContentFixture } from '../../support/contentFixture';
import {
  checkContentAtBootstrap,
  CONTENT_FIXED,
  CONTENT_OK,
  createContentRecheck,
  isDevelopCommand,
  type ContentReporter,
} from '../../../plugins/content-check/contentCheck';
import { BUILD_HEADING, DEVELOP_HEADING } from '../../../plugins/content-check/report';

let content: ContentFixture;

function fakeReporter() {
  return {
    info: jest.fn(),
    success: jest.fn(),
    error: jest.fn(),
    panic: jest.fn(),
  } satisfies ContentReporter;
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

beforeEach(() => {
  content = copyContent();
});

afterEach(() => {
  content.cleanup();
  jest.useRealTimers();
});

test('only `gatsby develop` counts as develop', () => {
  expect(isDevelopCommand({ gatsby_executing_command: 'develop' })).toBe(true);
  expect(isDevelopCommand({ gatsby_executing_command: 'build' })).toBe(false);
  expect(isDevelopCommand({})).toBe(false);
});

test('clean content: one success line, the build goes on', () => {
  const reporter = fakeReporter();
  const stop = jest.fn();
  expect(checkContentAtBootstrap(content.dir, reporter, false, stop)).toEqual([]);
  expect(reporter.success).toHaveBeenCalledWith(CONTENT_OK);
  expect(stop).not.toHaveBeenCalled();
});

test('a build with a content error stops with the whole report', () => {
  breakStatus();
  const reporter = fakeReporter();
  const stop = jest.fn();
  checkContentAtBootstrap(content.dir, reporter, false, stop);
  expect(stop).toHaveBeenCalledTimes(1);
  const report = stop.mock.calls[0][0] as string;
  expect(report.startsWith(BUILD_HEADING)).toBe(true);
  expect(report).toMatch(
    /\/projects\/0\/status \(line \d+\): must be one of: completed, active, upcoming \(found "done"\)/,
  );
  expect(reporter.error).not.toHaveBeenCalled();
});

test('develop prints the report and carries on', () => {
  breakStatus();
  const reporter = fakeReporter();
  const stop = jest.fn();
  const errors = checkContentAtBootstrap(content.dir, reporter, true, stop);
  expect(errors).toHaveLength(1);
  expect(stop).not.toHaveBeenCalled();
  expect(reporter.error).toHaveBeenCalledTimes(1);
  expect(reporter.error.mock.calls[0][0]).toMatch(new RegExp(`^${DEVELOP_HEADING}`));
});

test('develop re-checks after changes settle: report while broken, one line once fixed', () => {
  jest.useFakeTimers();
  const reporter = fakeReporter();
  const recheck = createContentRecheck(content.dir, reporter, [], 100);

  // A valid save says nothing.
  recheck.changed();
  jest.advanceTimersByTime(100);
  expect(reporter.error).not.toHaveBeenCalled();
  expect(reporter.success).not.toHaveBeenCalled();

  // Several saves in a row are checked once.
  breakStatus();
  recheck.changed();
  recheck.changed();
  jest.advanceTimersByTime(99);
  expect(reporter.error).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(reporter.error).toHaveBeenCalledTimes(1);
  expect(reporter.error.mock.calls[0][0]).toContain('/projects/0/status');

  fixStatus();
  recheck.changed();
  jest.advanceTimersByTime(100);
  expect(reporter.success).toHaveBeenCalledWith(CONTENT_FIXED);
  expect(reporter.error).toHaveBeenCalledTimes(1);
  recheck.cancel();
});

test('errors found at bootstrap are announced as fixed by the first good save', () => {
  jest.useFakeTimers();
  breakStatus();
  const reporter = fakeReporter();
  const errors = checkContentAtBootstrap(content.dir, reporter, true, jest.fn());
  const recheck = createContentRecheck(content.dir, reporter, errors, 100);
  fixStatus();
  recheck.changed();
  jest.advanceTimersByTime(100);
  expect(reporter.success).toHaveBeenCalledWith(CONTENT_FIXED);
});
