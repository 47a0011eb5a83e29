/** @jest-environment node */
// The owner's own sections, as the content check reads them: a mistake is named in plain words,
// with its file, field and line, and stops the build.
import { loadCheckedContent } from '../../../plugins/content-engine/load';
import { formatReport } from '../../../plugins/content-engine/report';
import { copyContent, type Json } from '../../support/contentFixture';

/** The check's report of the test content with `change` made to resume.json. */
function reportOf(change: (resume: Json) => void): string {
  const content = copyContent();
  try {
    content.edit('resume', change);
    const { errors } = loadCheckedContent(content.dir);
    return formatReport(errors, 'Content errors');
  } finally {
    content.cleanup();
  }
}

test('the test content, sections and all, passes the check', () => {
  const content = copyContent();
  try {
    const { errors, languages } = loadCheckedContent(content.dir);
    expect(errors).toEqual([]);
    expect(languages![0].content.resume.sections?.length).toBeGreaterThan(0);
  } finally {
    content.cleanup();
  }
});

test('a JSON Resume section that does not exist is named, with the ones there are', () => {
  const report = reportOf((resume) => {
    resume.sections[0].jsonResume = 'talks';
  });
  expect(report).toContain('content/resume.json');
  expect(report).toMatch(
    /\/sections\/0\/jsonResume \(line \d+\): must be one of: volunteer, languages, interests \(found "talks"\)/,
  );
});

test('a range that ends before it starts, or has no start, is named at its end', () => {
  const report = reportOf((resume) => {
    Object.assign(resume.sections[0].entries[0], { date: '2024-05', until: '2023-11' });
    delete resume.sections[0].entries[1].date;
  });
  expect(report).toMatch(
    /\/sections\/0\/entries\/0\/until \(line \d+\): 2023-11 is before the date the range starts \(2024-05\)/,
  );
  expect(report).toMatch(/\/sections\/0\/entries\/1\/until \(line \d+\): a range needs its start/);
});

test("two entries of one id, or a section with the id of one of the resume's own, are named", () => {
  const report = reportOf((resume) => {
    resume.sections[0].entries[1].id = resume.sections[0].entries[0].id;
    resume.sections[1].id = 'skills';
  });
  expect(report).toMatch(/\/sections\/0\/entries\/1\/id \(line \d+\): .*already/);
  const clash = reportOf((resume) => {
    resume.sections[1].id = 'skills';
  });
  expect(clash).toMatch(
    /\/sections\/1\/id \(line \d+\): "skills" is the id of the resume's own skills section/,
  );
});

test("a section shown on home with the id of one of home's own is named; on the resume alone, it may", () => {
  const onHome = reportOf((resume) => {
    resume.sections[1].id = 'projects';
    resume.sections[1].home = true;
  });
  expect(onHome).toMatch(
    /\/sections\/1\/id \(line \d+\): "projects" is an id the home page has already, and this section shows there too/,
  );
  const main = reportOf((resume) => {
    resume.sections[0].id = 'main';
  });
  expect(main).toMatch(/\/sections\/0\/id \(line \d+\): "main" is an id the home page has/);
  const offHome = reportOf((resume) => {
    resume.sections[1].id = 'projects';
    delete resume.sections[1].home;
  });
  expect(offHome).not.toContain('/sections/1/id');
});
