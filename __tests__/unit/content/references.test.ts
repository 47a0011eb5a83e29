/** @jest-environment node */
// What no schema says: the files the projects name are there and readable, a case study's stack
// names tech items by their ids, an id (now or before) names one entry, and no upcoming project
// has a case study. Each problem with its line.
import fs from 'fs';
import path from 'path';
import { validateContent } from '../../../plugins/content-engine/validate';
import { copyContent, type ContentFixture, type Json } from '../../support/contentFixture';

let content: ContentFixture;

beforeEach(() => {
  content = copyContent();
});

afterEach(() => content.cleanup());

/** The test content's projects, and the index of the first one with a case study. */
function projects(): { list: Json[]; studied: number; pictured: number } {
  const list = content.read('projects').projects as Json[];
  return {
    list,
    studied: list.findIndex((project) => project.caseStudy),
    pictured: list.findIndex((project) => project.image),
  };
}

const problems = () =>
  validateContent(content.dir).errors.map(({ file, path: at, message, line }) => ({
    file,
    path: at,
    message,
    line,
  }));

test('the test content, with its screenshots and case studies, passes', () => {
  const { studied, pictured } = projects();
  expect(studied).toBeGreaterThanOrEqual(0);
  expect(pictured).toBeGreaterThanOrEqual(0);
  expect(validateContent(content.dir).errors).toEqual([]);
});

test('a missing screenshot and one that is not an image are named, with their lines', () => {
  const { list, pictured } = projects();
  const src = list[pictured].image.src as string;
  fs.rmSync(path.join(content.dir, src));
  const gallery = list.find((project) => project.caseStudy?.gallery)!.caseStudy.gallery[0].src;
  fs.writeFileSync(path.join(content.dir, gallery), 'not a picture');
  const found = problems();
  expect(found).toEqual(
    expect.arrayContaining([
      {
        file: 'content/projects.json',
        path: `/projects/${pictured}/image/src`,
        message: `the file content/${src} is missing: put the image there, or correct the path`,
        line: expect.any(Number),
      },
      expect.objectContaining({
        message: `content/${gallery} is not an image the site can read: save it as PNG, JPEG, WebP or AVIF`,
      }),
    ]),
  );
  expect(found.every((problem) => problem.line! > 0)).toBe(true);
});

test('a missing case study text, and a stack that names a tech item by its name', () => {
  const { list, studied } = projects();
  const study = list[studied].caseStudy;
  fs.rmSync(path.join(content.dir, study.text));
  const { id, name } = content.read('tech').tech[0] as { id: string; name: string };
  content.edit('projects', (json) => {
    json.projects[studied].caseStudy.stack = [name];
  });
  expect(problems()).toEqual([
    expect.objectContaining({
      path: `/projects/${studied}/caseStudy/text`,
      message: `the file content/${study.text} is missing: write the case study there, or correct the path`,
    }),
    expect.objectContaining({
      path: `/projects/${studied}/caseStudy/stack/0`,
      message: `"${name}" is the name of an item in content/tech.json, not its id: write "${id}"`,
    }),
  ]);
});

test("an id an entry had before names it alone: not another entry's id, nor its own", () => {
  content.edit('tech', (json) => {
    json.tech[0].formerIds = [json.tech[1].id];
    json.tech[3].formerIds = ['retired', json.tech[3].id];
    json.tech[4].formerIds = ['retired'];
  });
  const tech = content.read('tech').tech as { id: string }[];
  expect(problems()).toEqual([
    expect.objectContaining({
      file: 'content/tech.json',
      path: '/tech/0/formerIds/0',
      message: `"${tech[1].id}" is also an id of /tech/1 (lists count from 0): an id, now or before, names one entry`,
    }),
    expect.objectContaining({
      path: '/tech/3/formerIds/1',
      message: `"${tech[3].id}" is this entry's id now: leave it out of formerIds`,
    }),
    expect.objectContaining({
      path: '/tech/4/formerIds/0',
      message:
        '"retired" is also an id of /tech/3 (lists count from 0): an id, now or before, names one entry',
    }),
  ]);
});

test('an upcoming project with a case study, and two projects sharing one text', () => {
  const { list, studied } = projects();
  const upcoming = list.findIndex((project) => project.status === 'upcoming');
  const other = list.findIndex(
    (project, index) => index !== studied && project.status !== 'upcoming',
  );
  content.edit('projects', (json) => {
    json.projects[upcoming].caseStudy = list[studied].caseStudy;
    json.projects[other].caseStudy = list[studied].caseStudy;
  });
  const messages = problems().map(({ path: at, message }) => `${at}: ${message}`);
  expect(messages).toContain(
    `/projects/${upcoming}/caseStudy: an upcoming project has no case study: its card does not lead anywhere until it is completed or active`,
  );
  const [first, second] = [studied, other].sort((a, b) => a - b);
  expect(messages).toContain(
    `/projects/${second}/caseStudy/text: the same file as /projects/${first}/caseStudy/text: each case study needs a text of its own`,
  );
});

test('an image path outside images/, or of a format the site does not take, is refused', () => {
  const { pictured } = projects();
  content.edit('projects', (json) => {
    json.projects[pictured].image.src = 'static/shot.gif';
  });
  expect(problems()).toEqual([
    expect.objectContaining({
      path: `/projects/${pictured}/image/src`,
      message: 'must be a PNG, JPEG, WebP or AVIF file in images/, e.g. "images/invoice-kit.png"',
    }),
  ]);
});
