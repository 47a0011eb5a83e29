/** @jest-environment node */
// Each thing the test content lists is an entity in each of its languages, named the same in
// all of them, in the content's order.
import { entitiesOf, ENTITY_KINDS } from '../../../plugins/content-engine/entities';
import { loadCheckedContent } from '../../../plugins/content-engine/load';
import { formatDate } from '../../../src/shared/dates';
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

test('every language has each project, by its id and position, with its own texts', () => {
  const languages = languagesOf();
  const projects = entitiesOf('projects', languages).filter(({ type }) => type === 'Project');
  const own = content.read('projects').projects as { id: string; title: string }[];
  expect(projects).toHaveLength(own.length * languages.length);
  for (const { lang, content: translated } of languages) {
    const inLang = projects.filter((entity) => entity.lang === lang);
    expect(inLang.map(({ position }) => position)).toEqual(own.map((_, index) => index));
    expect(inLang.map(({ data }) => (data as { title: string }).title)).toEqual(
      translated.projects.projects.map((project) => project.title),
    );
  }
  // Each project is named by its id, in every language: its page's address.
  const slugs = (lang: string) =>
    projects.filter((entity) => entity.lang === lang).map(({ slug }) => slug);
  for (const { lang } of languages) expect(slugs(lang)).toEqual(own.map(({ id }) => id));
});

test("a project's cover title is the default language's, in every language", () => {
  const languages = languagesOf();
  const projects = entitiesOf('projects', languages).filter(({ type }) => type === 'Project');
  const own = content.read('projects').projects as { title: string }[];
  for (const { data, position } of projects) {
    expect(data).toHaveProperty('defaultTitle', own[position].title);
  }
  // The test content translates some titles: their covers are still drawn from the default's.
  const translated = projects.filter(
    ({ data }) => (data as { title: string; defaultTitle: string }).title !== own[0].title,
  );
  expect(translated.length).toBeGreaterThan(0);
});

test('a stack names the tech items by their ids of now, also where it gives an id one had before', () => {
  content.edit('tech', (json) => {
    json.tech[0].formerIds = ['containers'];
  });
  const techId = content.read('tech').tech[0].id as string;
  content.edit('projects', (json) => {
    const studied = json.projects.find((project: { caseStudy?: object }) => project.caseStudy);
    studied.caseStudy.stack = ['containers'];
  });
  const stacks = entitiesOf('projects', languagesOf()).flatMap(({ data }) => {
    const study = (data as { caseStudy?: { stack: string[] } }).caseStudy;
    return study ? [study.stack] : [];
  });
  expect(stacks).toContainEqual([techId]);
  expect(stacks.flat()).not.toContain('containers');
});

test('the ids an entry had before stay in the content, not in its node', () => {
  for (const file of new Set(ENTITY_KINDS.map((kind) => kind.file))) {
    for (const { data } of entitiesOf(file, languagesOf())) {
      expect(data).not.toHaveProperty('formerIds');
      expect(data).not.toHaveProperty('id');
    }
  }
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

describe('a certification on the day of the build', () => {
  afterEach(() => content.edit('resume', (json) => delete json.expiredCertifications));
  const certifications = () =>
    entitiesOf('resume', languagesOf()).filter(({ type }) => type === 'Certification');
  const own = () => content.read('resume').certifications as { id: string; expires?: string }[];
  const today = new Date().toISOString().slice(0, 10);
  const expiredIds = () =>
    own()
      .filter((entry) => entry.expires && entry.expires < today.slice(0, entry.expires.length))
      .map(({ id }) => id);

  test('is marked expired once its expiry has passed, with its dates in each language', () => {
    expect(expiredIds().length).toBeGreaterThan(0);
    const nodes = certifications();
    expect(nodes).toHaveLength(own().length * languagesOf().length);
    for (const { slug, lang, data } of nodes) {
      const node = data as { expired: boolean; issued: string; datesShown: Record<string, string> };
      expect(node.expired).toBe(expiredIds().includes(slug));
      expect(node.datesShown.issued).toBe(formatDate(node.issued, lang));
      // Its year as the language's calendar numbers it (Thai counts from the Buddhist era).
      const year = new Intl.DateTimeFormat(lang, { timeZone: 'UTC', year: 'numeric' })
        .formatToParts(new Date(node.issued))
        .find(({ type }) => type === 'year')!.value;
      expect(node.datesShown.issued).toContain(year);
    }
  });

  test('is left out when the owner chose to hide expired ones, the others kept in place', () => {
    content.edit('resume', (json) => {
      json.expiredCertifications = 'hidden';
    });
    const nodes = certifications();
    const kept = own().filter(({ id }) => !expiredIds().includes(id));
    expect(nodes).toHaveLength(kept.length * languagesOf().length);
    expect(nodes.some(({ slug }) => expiredIds().includes(slug))).toBe(false);
    // Their places are the content's, so the resume keeps the owner's order.
    const positions = new Map(own().map(({ id }, index) => [id, index]));
    for (const { slug, position } of nodes) expect(position).toBe(positions.get(slug));
  });
});
