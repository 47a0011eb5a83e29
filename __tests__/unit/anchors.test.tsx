// The anchors of home's and the resume's own sections, as the pages write them, are those the
// content check keeps the owner's sections from taking (src/shared/constants.ts): a section of
// the owner's own can never give a page the same anchor twice.
import HomePage from '../../src/pages/index';
import ResumePage from '../../src/pages/resume';
import { HOME_SECTIONS, LAYOUT_IDS, RESUME_SECTIONS } from '../../src/shared/constants';
import type { ResumeFile } from '../../src/shared/contentTypes';
import { KINDS } from '../../src/shared/kinds';
import { homeData, resumeData, resumePageData } from '../support/fixtures';
import { pageProps, renderInSite } from '../support/render';

const own = ((resumeData as unknown as ResumeFile).sections ?? []).map((section) => section.id);

/** The anchors of the page's headings, top to bottom, but the owner's sections'. */
const anchors = (container: HTMLElement) =>
  [...container.querySelectorAll('[id$="-heading"]')]
    .map((heading) => heading.id.replace(/-heading$/, ''))
    .filter((anchor) => !own.includes(anchor));

test("home's sections are anchored as the check knows them, and home has no other id", () => {
  const { container } = renderInSite(<HomePage {...pageProps(homeData)} />);
  const home = Object.values(HOME_SECTIONS);
  expect(anchors(container)).toEqual(home);
  // A section shown on home puts its id on its region: it must not be any id home has.
  const known = [...home, ...home.map((anchor) => `${anchor}-heading`), ...LAYOUT_IDS];
  const ids = [...container.querySelectorAll('[id]')]
    .map((element) => element.id)
    // The owner's own, and React's generated ids (a tooltip's), which no content can write.
    .filter((id) => !own.some((section) => id.startsWith(section)) && !/[_:]/.test(id));
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) expect(known).toContain(id);
});

test("the resume's sections, its four and the kinds', are anchored as the check knows them", () => {
  const { container } = renderInSite(<ResumePage {...pageProps(resumePageData, '/resume')} />);
  expect(anchors(container)).toEqual([
    ...Object.values(RESUME_SECTIONS),
    ...KINDS.filter((kind) => kind.onResume).map((kind) => kind.list),
  ]);
});
