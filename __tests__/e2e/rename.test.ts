// The site's content with every title and name of its default files renamed, as an owner does
// in the editor: the content check passes, every entry keeps its id (so every page keeps its
// address), every language keeps the texts its translation gives, and the pages show the new
// names where no translation replaces them.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { entitiesOf, type Entity } from '../../plugins/content-engine/entities';
import { CONTENT_FILES } from '../../plugins/content-engine/files';
import { keyOf, type JsonSchema } from '../../plugins/content-engine/schemaFields';
import { validateContent } from '../../plugins/content-engine/validate';
import { caseStudyPath } from '../../src/shared/constants';
import { SCHEMAS_DIR } from '../support/paths';
import { CONTENT_DIR } from './support/site';

const SUFFIX = ' (renamed)';
/** The resume's lists a content may leave out, by the field each entry is known by. */
const OPTIONAL_LISTS = {
  certifications: 'name',
  awards: 'title',
  publications: 'title',
  recommendations: 'name',
  sections: 'heading',
};
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-rename-'));
  fs.cpSync(CONTENT_DIR, dir, { recursive: true });
  fs.cpSync(SCHEMAS_DIR, path.join(dir, 'schemas'), { recursive: true });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Every entity of the content in `dir`, in every language; fails on a content error. */
function entities(): Entity[] {
  const { errors, languages } = validateContent(dir);
  expect(errors).toEqual([]);
  return CONTENT_FILES.flatMap((file) => entitiesOf(file, languages ?? []));
}

/** Renames every entry of every list with ids in the default files by the field it is known by. */
function renameAll(): string[] {
  const renamed: string[] = [];
  for (const file of CONTENT_FILES) {
    const schema = JSON.parse(
      fs.readFileSync(path.join(dir, 'schemas', `${file}.schema.json`), 'utf8'),
    ) as JsonSchema;
    const at = path.join(dir, `${file}.json`);
    const json = JSON.parse(fs.readFileSync(at, 'utf8'));
    for (const [list, field] of Object.entries(schema.properties ?? {})) {
      const nameField = field.items?.['x-name-field'];
      if (!keyOf(field) || !nameField) continue;
      // An optional list the content leaves out has nothing to rename.
      for (const entry of json[list] ?? []) {
        entry[nameField] += SUFFIX;
        renamed.push(`${file}.${list}.${nameField}`);
      }
    }
    fs.writeFileSync(at, `${JSON.stringify(json, null, 2)}\n`);
  }
  return renamed;
}

const byKey = (list: Entity[]) =>
  new Map(list.map((entity) => [`${entity.type} ${entity.lang} ${entity.slug}`, entity]));

test('every title and name renamed: no content error, no address changed, no translation lost', () => {
  const before = entities();
  const resume = JSON.parse(fs.readFileSync(path.join(dir, 'resume.json'), 'utf8'));
  const renamed = renameAll();
  // Every kind the owner lists is renamed: projects, links, tech, products, skills, degrees,
  // videos, and the resume's optional lists the content has.
  const optional = Object.entries(OPTIONAL_LISTS).filter(([list]) => resume[list]?.length);
  expect(new Set(renamed)).toEqual(
    new Set([
      'site.social.name',
      'tech.tech.name',
      'projects.projects.title',
      'resume.products.name',
      'resume.skills.group',
      'resume.education.degree',
      'videos.videos.title',
      ...optional.map(([list, name]) => `resume.${list}.${name}`),
    ]),
  );
  const after = byKey(entities());
  // The same entities, by type, language and id: the same pages at the same addresses.
  expect([...after.keys()].sort()).toEqual([...byKey(before).keys()].sort());
  const pages = (list: Entity[]) =>
    list.filter(({ type }) => type === 'Project').map(({ slug }) => caseStudyPath(slug));
  expect(pages([...after.values()])).toEqual(pages(before));

  const [defaultLang] = before.map(({ lang }) => lang);
  const defaults = byKey(before);
  let changed = 0;
  for (const entity of before) {
    const now = after.get(`${entity.type} ${entity.lang} ${entity.slug}`)!.data;
    const own = defaults.get(`${entity.type} ${defaultLang} ${entity.slug}`)!.data;
    for (const [field, text] of Object.entries(entity.data)) {
      if (typeof text !== 'string') continue;
      const shown = (now as Record<string, unknown>)[field];
      const where = `${entity.lang} ${entity.type} ${entity.slug} ${field}`;
      // A text the translation gives stays as it was; any other is the default's, as it was or
      // renamed (a project's cover takes the default's title in every language).
      const translated = text !== (own as Record<string, unknown>)[field];
      if (translated) expect({ where, shown }).toEqual({ where, shown: text });
      else
        expect([`${where}: ${text}`, `${where}: ${text}${SUFFIX}`]).toContain(`${where}: ${shown}`);
      if (entity.lang === defaultLang && shown !== text) changed += 1;
    }
  }
  expect(changed).toBeGreaterThanOrEqual(renamed.length);
});
