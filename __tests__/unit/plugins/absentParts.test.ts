/** @jest-environment node */
// A part (src/shared/parts.ts) that the content does not use costs no script: the production bundles
// replace the very modules the pages import for it, and only those; develop keeps them all.
import fs from 'fs';
import path from 'path';
import { componentsOf, leaveOutAbsentParts } from '../../../plugins/site-content/absentParts';
import type { Parts } from '../../../plugins/site-content/pageWords';
import { PARTS, type PartName } from '../../../src/shared/parts';

const ROOT = path.join(__dirname, '..', '..', '..');

/** The modules a page imports, as webpack is asked for them. */
const importsOf = (page: string) =>
  [...fs.readFileSync(path.join(ROOT, page), 'utf8').matchAll(/from '([^']+)'/g)].map(
    ([, request]) => request,
  );

/** The requests the bundles would replace for `parts`, at `stage`. */
function replaced(parts: Parts, stage = 'build-javascript'): string[] {
  const rules: { pattern: RegExp; to: string }[] = [];
  const setWebpackConfig = jest.fn();
  leaveOutAbsentParts(
    {
      stage,
      actions: { setWebpackConfig },
      plugins: { normalModuleReplacement: (pattern: RegExp, to: string) => ({ pattern, to }) },
      store: { getState: () => ({ program: { directory: ROOT } }) },
    } as never,
    parts,
  );
  for (const call of setWebpackConfig.mock.calls) rules.push(...call[0].plugins);
  for (const { to } of rules) expect(fs.existsSync(to)).toBe(true);
  const requests = [
    'src/pages/resume.tsx',
    'src/pages/index.tsx',
    'src/components/layout/Footer.tsx',
    'src/components/layout/NavMenu.tsx',
    'src/components/ui/MarkdownText.tsx',
  ].flatMap(importsOf);
  return requests.filter((request) => rules.some(({ pattern }) => pattern.test(request)));
}

const none: Parts = {
  writing: false,
  writingBar: false,
  search: false,
  contactPage: false,
  credentials: false,
  recommendations: false,
  ownSections: false,
  homeSections: false,
  drawnText: false,
};

test('without credentials, recommendations or sections of their own, their components are the absent ones', () => {
  expect(replaced(none).sort()).toEqual([
    '../../components/ui/DrawnTextStyle',
    '../../components/writing/BarWritingLink',
    '../../components/writing/WritingLink',
    '../components/home/HomeSections',
    '../components/home/LatestPosts',
    '../components/home/Recommendations',
    '../components/resume/Awards',
    '../components/resume/Certifications',
    '../components/resume/OwnSections',
    '../components/resume/Publications',
  ]);
  // What the absent module offers in their place: each name a part declares.
  const absent = fs.readFileSync(path.join(ROOT, 'src/components/absent.tsx'), 'utf8');
  const declared = (Object.keys(PARTS) as PartName[]).flatMap(componentsOf);
  expect(declared.length).toBeGreaterThan(0);
  for (const component of declared) {
    const name = component.split('/').pop()!;
    expect(absent).toContain(`export const ${name} =`);
    // And the component's own module exports that very name, which the pages import.
    const source = fs.readFileSync(path.join(ROOT, 'src/components', `${component}.tsx`), 'utf8');
    expect(source).toMatch(new RegExp(`export (function|const) ${name}\\b`));
  }
});

test('a part the content uses keeps its components; develop keeps every part', () => {
  expect(replaced({ ...none, credentials: true, ownSections: true })).toEqual([
    '../components/home/HomeSections',
    '../components/home/LatestPosts',
    '../components/home/Recommendations',
    '../../components/writing/WritingLink',
    '../../components/writing/BarWritingLink',
    '../../components/ui/DrawnTextStyle',
  ]);
  // Sections of their own on the resume only: home goes without their component.
  expect(replaced({ ...none, ownSections: true, homeSections: true })).not.toContain(
    '../components/home/HomeSections',
  );
  const every = Object.fromEntries(Object.keys(none).map((name) => [name, true])) as Parts;
  expect(replaced(every)).toEqual([]);
  expect(replaced(none, 'develop')).toEqual([]);
});
