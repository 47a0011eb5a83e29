/** @jest-environment node */
// _redirects: a case study's former addresses lead to its page for good, in every language and
// under the path prefix, before the rules that give a missing page its language's 404 page
// (a host applies the first rule that matches).
import { redirectRules } from '../../../plugins/hosting-files/redirects';
import type { Content } from '../../../plugins/content-engine/types';
import projects from '../../fixtures/content/projects.json';

const content = { projects } as unknown as Content;
const languages = [{ lang: 'en' }, { lang: 'de' }];

test('every former id of a project with a case study, in each language, then the 404 rules', () => {
  const moved = projects.projects.filter(
    (project) => 'formerIds' in project && 'caseStudy' in project && project.status !== 'upcoming',
  ) as { id: string; formerIds: string[] }[];
  expect(moved.length).toBeGreaterThan(0);
  const lines = redirectRules(languages, content, '/portfolio').trimEnd().split('\n');
  const expected = moved.flatMap(({ id, formerIds }) =>
    formerIds.flatMap((former) =>
      ['', '/de'].flatMap((lang) => [
        `/portfolio${lang}/projects/${former} /portfolio${lang}/projects/${id} 301`,
        `/portfolio${lang}/projects/${former}/ /portfolio${lang}/projects/${id} 301`,
      ]),
    ),
  );
  expect(lines).toEqual([...expected, '/portfolio/de/* /portfolio/de/404/index.html 404']);
});

test('an upcoming project, or one without a case study, has no page to lead to', () => {
  const [project] = projects.projects;
  const without = { ...project, formerIds: ['before'], caseStudy: undefined };
  const upcoming = { ...project, formerIds: ['earlier'], status: 'upcoming' };
  const rules = redirectRules([{ lang: 'en' }], {
    projects: { projects: [without, upcoming] },
  } as unknown as Content);
  expect(rules).toBe('');
});
