/** @jest-environment node */
// Each thing the test content lists is an entity in each of its languages, named the same in
// all of them, in the content's order.
import { entitiesOf, ENTITY_KINDS } from '../../../plugins/shared/content/entities';
import { loadCheckedContent } from '../../../plugins/shared/content/load';
import { copyContent, type ContentFixture } from '../../support/contentFixture';

let content: ContentFixture;
beforeAll(() => {
  content = copyContent();
});
afterAll(() => content.cleanup());

const languagesOf = () => {
  const { languages, errors } = loadCheckedContent(content.dir, { fresh: true });
  if (!languages) throw new Error(`the test content has errors: ${JSON.stringify(errors)}`);
  return languages;
};

test('every language has each project, by the same slug and position, with its own texts', () => {
  const languages = languagesOf();
  const projects = entitiesOf('projects', languages).filter(({ type }) => type === 'Project');
  const own = content.read('projects').projects as {
    title: string;
    caseStudy?: { text: string };
  }[];
  expect(projects).toHaveLength(own.length * languages.length);
  for (const { lang, content: translated } of languages) {
    const inLang = projects.filter((entity) => entity.lang === lang);
    expect(inLang.map(({ position }) => position)).toEqual(own.map((_, index) => index));
    expect(inLang.map(({ data }) => (data as { title: string }).title)).toEqual(
      translated.projects.projects.map((project) => project.title),
    );
  }
  const slugs = (lang: string) =>
    projects.filter((entity) => entity.lang === lang).map(({ slug }) => slug);
  for (const { lang } of languages) expect(slugs(lang)).toEqual(slugs(languages[0].lang));
  // A project with a case study is named as its page is.
  own.forEach((project, index) => {
    if (project.caseStudy) {
      expect(slugs(languages[0].lang)[index]).toBe(
        project.caseStudy.text.replace(/^.*\//, '').replace(/\.md$/, ''),
      );
    }
  });
});

test('the owner is one entity per language, without its links, which are entities of their own', () => {
  const languages = languagesOf();
  const site = entitiesOf('site', languages);
  const owners = site.filter(({ type }) => type === 'Owner');
  expect(owners.map(({ lang }) => lang)).toEqual(languages.map(({ lang }) => lang));
  expect(owners[0].data).not.toHaveProperty('social');
  const links = site.filter(({ type }) => type === 'SocialLink');
  expect(links).toHaveLength(content.read('site').social.length * languages.length);
});

test('slugs are unique within each type and language', () => {
  const languages = languagesOf();
  for (const file of new Set(ENTITY_KINDS.map((kind) => kind.file))) {
    const entities = entitiesOf(file, languages);
    const keys = entities.map(({ type, lang, slug }) => `${type} ${lang} ${slug}`);
    expect(new Set(keys).size).toBe(keys.length);
  }
});

test("names no Latin letter spells, or two entities share, are told apart; a page's name is kept", () => {
  const content = {
    site: {
      social: [
        { name: 'مدونة', url: 'https://a.example', icon: 'blog' },
        { name: 'Blog', url: 'https://b.example', icon: 'blog' },
        { name: 'blog', url: 'https://c.example', icon: 'blog' },
      ],
    },
    projects: {
      projects: [
        { title: 'Ranklens', status: 'completed', link: 'https://x.example' },
        {
          title: 'RankLens SEO',
          status: 'completed',
          link: 'https://y.example',
          caseStudy: { text: 'case-studies/ranklens.md' },
        },
      ],
    },
  } as unknown as Parameters<typeof entitiesOf>[1][number]['content'];
  const slugs = (file: 'site' | 'projects', type: string) =>
    entitiesOf(file, [{ lang: 'en', content }])
      .filter((entity) => entity.type === type)
      .map(({ slug }) => slug);
  expect(slugs('site', 'SocialLink')).toEqual(['sociallink-1', 'blog', 'blog-3']);
  expect(slugs('projects', 'Project')).toEqual(['ranklens-1', 'ranklens']);
});
