/** @jest-environment node */
// The editor's configuration is drawn from the schemas: every field of every content file has
// its form field, with the schema's label, requirement and checks; a translation's form has the
// texts to translate only, its named lists by the default's names.
import fs from 'fs';
import path from 'path';
import { editorConfig } from '../../../plugins/content-editor/editorConfig';
import type { EditorField, FieldSchema } from '../../../plugins/content-editor/formFields';
import { entryKey } from '../../../plugins/content-editor/translationForm';
import {
  editorHeaderRules,
  editorPolicy,
  repositoryFromEnvironment,
} from '../../../plugins/content-editor/editorFiles';
import { CONTENT_FILES, type ContentFileName } from '../../../plugins/content-engine/files';
import { resolveRef } from '../../../plugins/content-engine/schemaFields';
import { SCHEMAS_DIR, TEST_CONTENT_DIR } from '../../support/paths';

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
const schemas = Object.fromEntries(
  CONTENT_FILES.map((file) => [file, readJson(path.join(SCHEMAS_DIR, `${file}.schema.json`))]),
) as Record<ContentFileName, FieldSchema>;
const defaults = Object.fromEntries(
  CONTENT_FILES.map((file) => [file, readJson(path.join(TEST_CONTENT_DIR, `${file}.json`))]),
) as Record<ContentFileName, Record<string, unknown>>;
const backend = { name: 'github', repo: 'owner/site', branch: 'main' };
const { config, translationKeys } = editorConfig({
  schemas,
  defaults,
  defaultLanguage: 'en',
  languages: ['de'],
  backend,
  siteUrl: 'https://www.example.com',
});
type Collection = { name: string; files?: { name: string; fields: EditorField[] }[] };
const collections = config.collections as Collection[];
const fileFields = (collection: string, file: string) =>
  collections.find((c) => c.name === collection)?.files?.find((f) => f.name === file)?.fields ?? [];

/** Every field path of a schema ('projects.caseStudy.gallery.alt'), $schema aside. */
function schemaPaths(schema: FieldSchema, defs: FieldSchema['$defs'], at = ''): string[] {
  const resolved = (resolveRef(schema, defs) ?? {}) as FieldSchema;
  if (resolved.type === 'array' && resolved.items) return schemaPaths(resolved.items, defs, at);
  return Object.entries(resolved.properties ?? {})
    .filter(([name]) => name !== '$schema')
    .flatMap(([name, field]) => {
      const here = at ? `${at}.${name}` : name;
      return [here, ...schemaPaths(field, defs, here)];
    });
}

/** Every field path of a form. */
function formPaths(fields: EditorField[], at = ''): string[] {
  return fields.flatMap((field) => {
    const here = at ? `${at}.${field.name}` : field.name;
    const inner = field.fields ?? (field.field?.fields ? field.field.fields : []);
    return [here, ...formPaths(inner, here)];
  });
}

describe('the editor’s configuration', () => {
  test.each(CONTENT_FILES)('has a form field for every field of %s’s schema', (file) => {
    expect(formPaths(fileFields('content', file)).sort()).toEqual(
      schemaPaths(schemas[file], schemas[file].$defs).sort(),
    );
  });

  test('takes labels, hints, requirements, choices and checks from the schema', () => {
    const [projects] = fileFields('content', 'projects');
    const fields = Object.fromEntries((projects.fields ?? []).map((field) => [field.name, field]));
    expect(projects).toMatchObject({ label: 'Projects', widget: 'list', min: 1, collapsed: false });
    expect(fields.title).toMatchObject({
      label: 'Title',
      required: true,
      hint: "The card's heading.",
    });
    expect(fields.status).toMatchObject({
      widget: 'select',
      options: ['completed', 'active', 'upcoming'],
    });
    expect(fields.link.pattern?.[1]).toBe('must be an http(s) URL');
    expect(fields.image).toMatchObject({ widget: 'object', required: false });
    // A screenshot is uploaded into content/images/ and named as the content names it.
    expect(fields.image.fields?.find((field) => field.name === 'src')).toMatchObject({
      widget: 'image',
      media_folder: '/content/images',
      public_folder: 'images',
      required: false,
    });
  });

  test('gives a translation the texts to translate only, its entries by the default’s ids, labelled by their titles', () => {
    const [projects] = fileFields('translation-de', 'de-projects');
    const own = defaults.projects.projects as { id: string; title: string; formerIds?: string[] }[];
    expect(translationKeys.projects.ids).toEqual(own.map((p) => p.id));
    // An id a project had before leads to it: a translation written with it is read.
    const renamed = own.find((p) => p.formerIds)!;
    expect(translationKeys.projects.former[renamed.formerIds![0]]).toBe(renamed.id);
    expect(projects.fields?.map((entry) => [entry.name, entry.label])).toEqual(
      own.map(({ title }, index) => [entryKey(index), title]),
    );
    const names = formPaths(projects.fields?.[0].fields ?? []);
    expect(names).toContain('title');
    expect(names).not.toContain('link');
    expect(names).not.toContain('status');
    expect(names).not.toContain('image.src');
  });

  test('shows an entry’s id, made from its name when left empty, and offers a stack’s tech items by name', () => {
    const [projects] = fileFields('content', 'projects');
    const id = projects.fields?.find((field) => field.name === 'id');
    expect(id).toMatchObject({ widget: 'string', required: false });
    expect(id?.hint).toMatch(/Left empty, it is made from the title when you save;/);
    expect(id?.pattern?.[1]).toMatch(/lower case letters and digits joined by hyphens/);
    const study = projects.fields?.find((field) => field.name === 'caseStudy');
    const stack = study?.fields?.find((field) => field.name === 'stack');
    const tech = defaults.tech.tech as { id: string; name: string }[];
    expect(stack).toMatchObject({ widget: 'select', multiple: true });
    expect(stack?.options).toEqual(tech.map(({ id, name }) => ({ label: name, value: id })));
  });

  describe('resume.json’s certifications, awards, publications and recommendations', () => {
    const resume = Object.fromEntries(fileFields('content', 'resume').map((f) => [f.name, f]));
    const fieldsOf = (list: string) =>
      Object.fromEntries((resume[list].fields ?? []).map((field) => [field.name, field]));
    const DATE = expect.objectContaining({
      widget: 'string',
      pattern: [
        expect.any(String),
        'must be a date written year first: "2024-03-15", "2024-03" or "2024"',
      ],
    });
    const IMAGE = { widget: 'image', media_folder: '/content/images', public_folder: 'images' };

    test('each an optional list, dates as text with their pattern, pictures uploaded into images/', () => {
      for (const list of ['certifications', 'awards', 'publications', 'recommendations']) {
        expect(resume[list]).toMatchObject({ widget: 'list', required: false, collapsed: false });
        expect(fieldsOf(list).id).toMatchObject({ widget: 'string', required: false });
      }
      const certification = fieldsOf('certifications');
      expect(certification.issued).toEqual(DATE);
      expect(certification.issued).toMatchObject({ required: true });
      expect(certification.expires).toEqual(DATE);
      expect(certification.expires).toMatchObject({ required: false });
      // The description quotes the forms of a date: no example is added after them.
      expect(certification.issued.hint).toBe(
        'The day, month or year it was granted: "2024-03-15", "2024-03" or "2024".',
      );
      expect(certification.verify.pattern?.[1]).toBe('must be an http(s) URL');
      expect(certification.badge).toMatchObject({ widget: 'object', required: false });
      expect(certification.badge.fields?.find((f) => f.name === 'src')).toMatchObject(IMAGE);
      expect(fieldsOf('awards').date).toEqual(DATE);
      expect(fieldsOf('publications').date).toEqual(DATE);
      expect(fieldsOf('publications').authors).toMatchObject({
        widget: 'list',
        min: 1,
        field: { widget: 'string' },
      });
      const recommendation = fieldsOf('recommendations');
      expect(recommendation.date).toEqual(DATE);
      expect(recommendation.quote).toMatchObject({ widget: 'text', required: true });
      expect(recommendation.photo.fields?.find((f) => f.name === 'src')).toMatchObject(IMAGE);
    });

    test('hideOnHome a switch that starts off, expiredCertifications a choice, the bibliography a .bib path', () => {
      // Left out, a switch shows off: the content's default, shown on home.
      expect(fieldsOf('recommendations').hideOnHome).toEqual({
        name: 'hideOnHome',
        label: 'Keep off the home page',
        required: false,
        hint: expect.stringContaining('Left out, it is shown.'),
        widget: 'boolean',
      });
      expect(resume.expiredCertifications).toMatchObject({
        widget: 'select',
        required: false,
        options: ['marked', 'hidden'],
      });
      expect(resume.bibliography).toMatchObject({ widget: 'string', required: false });
      const [pattern, message] = resume.bibliography.pattern!;
      expect(message).toBe('must be a .bib file inside content/, e.g. "publications.bib"');
      expect(['publications.bib', 'refs/mine.bib'].every((v) => new RegExp(pattern).test(v))).toBe(
        true,
      );
      expect(['../x.bib', 'refs.json'].some((v) => new RegExp(pattern).test(v))).toBe(false);
    });

    test('a translation gives each entry’s texts by its id, labelled by its name or title', () => {
      const translated = Object.fromEntries(
        fileFields('translation-de', 'de-resume').map((f) => [f.name, f]),
      );
      const texts = {
        certifications: ['name', 'badge', 'badge.alt'],
        awards: ['title', 'summary'],
        publications: ['summary'],
        recommendations: ['quote', 'role', 'relationship', 'photo', 'photo.alt'],
      };
      for (const [list, fields] of Object.entries(texts)) {
        const own = defaults.resume[list] as Record<string, unknown>[];
        const name = list === 'certifications' || list === 'recommendations' ? 'name' : 'title';
        expect(translationKeys[list].ids).toEqual(own.map((entry) => entry.id));
        expect(translated[list].fields?.map((entry) => [entry.name, entry.label])).toEqual(
          own.map((entry, index) => [entryKey(index), entry[name]]),
        );
        // Every text an entry gives, and nothing else: no date, link, issuer or switch.
        const given = translated[list].fields?.map((entry) => formPaths(entry.fields ?? []));
        expect(new Set(given?.flat())).toEqual(new Set(fields));
      }
      expect(translated).not.toHaveProperty('bibliography');
      expect(translated).not.toHaveProperty('expiredCertifications');
      // The owner's own sections: each by its id, its heading and its entries' texts.
      const own = defaults.resume.sections as { id: string; heading: string }[];
      expect(translated.sections.fields?.map((entry) => entry.label)).toEqual(
        own.map((section) => section.heading),
      );
      // Each entry by its id (entry0, entry1…) with its texts alone: no where, date or link.
      const sectionTexts = translated.sections.fields?.flatMap((entry) =>
        formPaths(entry.fields ?? []).map((at) => at.replace(/\.entry\d+/, '')),
      );
      expect(new Set(sectionTexts)).toEqual(
        new Set([
          'heading',
          'entries',
          'entries.title',
          'entries.place',
          'entries.summary',
          'entries.bullets',
        ]),
      );
    });
  });

  test('an entry with no text to translate has no group in a translation form, which the editor would refuse empty', () => {
    const own = defaults.resume.publications as Record<string, unknown>[];
    const bare = {
      id: 'untold',
      title: 'Untold',
      publisher: 'Press',
      date: '2020',
      authors: ['A'],
    };
    const resume = { ...defaults.resume, publications: [...own, bare] };
    const { config: withBare } = editorConfig({
      schemas,
      defaults: { ...defaults, resume },
      defaultLanguage: 'en',
      languages: ['de'],
      backend,
      siteUrl: 'https://www.example.com',
    });
    const groups = (fields: EditorField[]): EditorField[] =>
      fields.flatMap((field) => [
        ...(field.widget === 'object' ? [field] : []),
        ...groups(field.fields ?? field.field?.fields ?? []),
      ]);
    const forms = (withBare.collections as Collection[]).flatMap((c) => c.files ?? []);
    for (const form of forms) {
      expect(groups(form.fields).filter((group) => (group.fields ?? []).length === 0)).toEqual([]);
    }
    const translated = forms.find((form) => form.name === 'de-resume')!.fields;
    const publications = translated.find((field) => field.name === 'publications');
    expect(publications?.fields?.map((entry) => entry.name)).toEqual(
      own.map((_, index) => entryKey(index)),
    );
  });

  test('gives /admin a policy of its own that allows what the editor needs, and only there', () => {
    const policy = editorPolicy(backend);
    expect(policy).toMatch(/script-src 'self' 'unsafe-eval';/);
    expect(policy).toContain('https://api.github.com');
    expect(policy).toContain("frame-ancestors 'none'");
    const rules = editorHeaderRules(backend, '/portfolio');
    expect(rules).toMatch(/^\/portfolio\/admin\n/m);
    expect(rules).toMatch(/^\/portfolio\/admin\/\*\n/m);
    expect(rules).toContain('X-Robots-Tag: noindex');
  });

  test('saves to the repository the host builds from, when the options name none', () => {
    expect(repositoryFromEnvironment({ GITHUB_REPOSITORY: 'owner/site' })).toBe('owner/site');
    expect(repositoryFromEnvironment({ REPOSITORY_URL: 'https://github.com/owner/site' })).toBe(
      'owner/site',
    );
    expect(repositoryFromEnvironment({ REPOSITORY_URL: 'git@github.com:owner/site.git' })).toBe(
      'owner/site',
    );
    expect(repositoryFromEnvironment({ REPOSITORY_URL: 'https://gitlab.com/owner/site' })).toBe(
      undefined,
    );
    expect(repositoryFromEnvironment({})).toBe(undefined);
  });
});
