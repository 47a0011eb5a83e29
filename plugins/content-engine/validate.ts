// Checks the owner's content files against their JSON Schemas (content/schemas/) and collects
// every problem in every file, in plain words, with the line it is on. Nothing here prints or
// exits: the build, the development server and `npm run check:content` decide what to do.
import path from 'path';
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { directionOf, type Messages } from '../../src/shared/i18n';
import { bundledIconNames } from '../../src/shared/icons';
import { lineOf, pointerToken, readJson, type SourcePosition } from './jsonSource';
import { addContentKeywords } from './keywords';
import type { ContentError } from './errors';
import { wordAjvError } from './errorWording';
import { CONTENT_FILES, type ContentFileName } from './files';
import { caseStudyProblems, caseStudyTexts } from './caseStudyText';
import { credentialProblems, readBibliography } from './credentials';
import { buildDay } from '../../src/shared/dates';
import { formatProblem } from './format';
import { referenceProblems, unusedCaseStudies, type ReferenceProblem } from './references';
import { readInterfaceWords } from './interfaceWords';
import { placeholderProblems, withName } from './ownerName';
import { POSTS_FOLDER, readPosts, type Compile } from './posts';
import { sectionProblems } from './sections';
import type { JsonSchema as Schema } from './schemaFields';
import { defaultLanguageOf, readTranslations, type Translation } from './translations';
import type { Content } from './types';

export interface ContentCheck {
  errors: ContentError[];
  /** Every file's data, when there are no errors. */
  content?: Content;
  /** The content in each of its languages, the default first, when there are no errors. */
  languages?: Translation[];
  /** What a deletion left behind, shown nowhere and harmless, when there are no errors. */
  notices?: ContentError[];
  /** Each file's schema, by file name, when it could be read. */
  schemas: Partial<Record<ContentFileName, object>>;
}

type FileCheck = {
  errors: ContentError[];
  value?: unknown;
  schema?: object;
  positions?: Map<string, SourcePosition>;
};

// One ajv instance per process, and each schema compiled once per version of its text: the
// development server checks again after every save.
// strictTypes off: a file's "must hold one object" is a type in an allOf, worded on its own
// (keywords.ts), so the object keywords beside it name no type; every other strict rule holds.
const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, strictTypes: false });
addFormats(ajv, ['uri', 'email', 'date']);
addContentKeywords(ajv, bundledIconNames());
const compiled = new Map<string, ValidateFunction>();

/** Checks one content file against its schema: its problems, and its value. */
function validateContentFile(dir: string, name: ContentFileName): FileCheck {
  const label = `content/${name}.json`;
  const schemaLabel = `content/schemas/${name}.schema.json`;
  const schema = readJson(
    path.join(dir, 'schemas', `${name}.schema.json`),
    schemaLabel,
    `the schema that ${label} is checked against`,
  );
  if ('error' in schema) return { errors: [schema.error] };
  const content = readJson(path.join(dir, `${name}.json`), label, label);
  if ('error' in content) return { errors: [content.error], schema: schema.json.value as object };
  const { value, positions, duplicateKeys } = content.json;

  const errors: ContentError[] = duplicateKeys.map(({ path: objectPath, key, position }) => ({
    file: label,
    path: `${objectPath}/${pointerToken(key)}`,
    message: `field "${key}" appears twice in the same object: keep one`,
    line: position.line,
  }));

  let validate = compiled.get(schema.text);
  try {
    validate ??= ajv.compile(schema.json.value as object);
    compiled.set(schema.text, validate);
  } catch (error) {
    const message = `the schema is not valid: ${(error as Error).message}`;
    return { errors: [{ file: schemaLabel, path: '', message }] };
  }

  if (!validate(value)) {
    const seen = new Set<string>();
    // An "if" error only says that its "then" failed, which has errors of its own.
    const errorsOf = (validate.errors ?? []).filter((error) => error.keyword !== 'if');
    for (const { locate, ...plain } of errorsOf.map(wordAjvError)) {
      const key = `${plain.path}\n${plain.message}`;
      if (!seen.has(key)) errors.push({ file: label, ...plain, line: lineOf(positions, locate) });
      seen.add(key);
    }
  }

  // Top to bottom, as the owner reads the file (the sort is stable).
  errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { errors, value, schema: schema.json.value as object, positions };
}

/** The posts' front matter is checked by the same ajv, its schema compiled once per text. */
const compilePostSchema: Compile = (schema, text) => {
  const validate = compiled.get(text) ?? ajv.compile(schema);
  compiled.set(text, validate);
  return (value) => ({ valid: validate(value) as boolean, errors: validate.errors ?? [] });
};

/** Each content file's schema in `dir`, by file name, as far as it can be read. */
export function readSchemas(dir: string): ContentCheck['schemas'] {
  const schemas: ContentCheck['schemas'] = {};
  for (const name of CONTENT_FILES) {
    const schema = readJson(path.join(dir, 'schemas', `${name}.schema.json`), '', '');
    if (!('error' in schema)) schemas[name] = schema.json.value as object;
  }
  return schemas;
}

const withPublications = (content: Content, added: readonly object[]): Content => {
  const publications = [...(content.resume.publications ?? []), ...added];
  return { ...content, resume: { ...content.resume, publications } } as Content;
};

/**
 * Checks every content file in `dir` (the project's content/ folder, with its schemas/) and
 * returns every problem found, file by file, or, when there is none, the content.
 */
export function validateContent(dir: string): ContentCheck {
  // Content in another format is migrated first: its files would be read wrongly.
  const format = formatProblem(dir);
  if (format) return { errors: [format], schemas: readSchemas(dir) };
  const files = CONTENT_FILES.map((name) => validateContentFile(dir, name));
  const errors = files.flatMap((file) => file.errors);
  const each = (part: 'value' | 'schema') =>
    Object.fromEntries(CONTENT_FILES.map((name, i) => [name, files[i][part]]));
  const schemas = each('schema');
  if (errors.length > 0) return { errors, schemas };
  const written = each('value') as unknown as Content;
  // The files the content names, once every file has its shape.
  const siteFile = files[CONTENT_FILES.indexOf('site')];
  const placeholders = placeholderProblems(
    written.site,
    siteFile.schema as Schema,
    'content/site.json',
    siteFile.positions ?? new Map(),
  );
  if (placeholders.length > 0) return { errors: placeholders, schemas };
  const located = ({ file, ...problem }: ReferenceProblem): ContentError => ({
    file: `content/${file}.json`,
    ...problem,
    line: lineOf(files[CONTENT_FILES.indexOf(file)].positions ?? new Map(), problem.path),
  });
  const today = buildDay();
  const found = referenceProblems(dir, written);
  const problems = [
    ...found.errors,
    ...credentialProblems(dir, written, today),
    ...sectionProblems(written),
  ].map(located);
  // File by file, top to bottom, as the schema's errors are.
  const references = CONTENT_FILES.flatMap((name) =>
    problems
      .filter((error) => error.file === `content/${name}.json`)
      .sort((a, b) => (a.line ?? 0) - (b.line ?? 0)),
  );
  if (references.length > 0) return { errors: references, schemas };
  // The publications of a bibliography file follow the listed ones, as if written there.
  const bibliography = readBibliography(dir, written, today);
  if (bibliography.errors.length > 0) return { errors: bibliography.errors, schemas };
  const content = bibliography.publications.length
    ? withPublications(written, bibliography.publications)
    : written;
  // What the site's security policy would block in the case studies, now known to be there.
  const studies = caseStudyProblems(dir, caseStudyTexts(dir, content));
  if (studies.length > 0) return { errors: studies, schemas };
  const translated = readTranslations(dir, content, schemas, CONTENT_FILES);
  if (translated.errors.length > 0) return { errors: translated.errors, schemas };
  const lang = defaultLanguageOf(content);
  const others = translated.translations;
  const posts = readPosts(dir, [lang, ...others.map((t) => t.lang)], today, compilePostSchema);
  if (posts.errors.length > 0) return { errors: posts.errors, schemas };
  for (const translation of others) {
    translation.posts = posts.byLanguage.get(translation.lang);
    // A published post without its text in the language is listed with the texts left to do.
    const left = (translation.posts ?? []).filter(
      (post) => post.untranslated && !post.draft && !post.scheduled,
    );
    if (left.length > 0) {
      translation.untranslated.push({
        file: `content/translations/${translation.lang}/${POSTS_FOLDER}/`,
        fields: left.map((post) => `${POSTS_FOLDER} › ${post.slug}`),
      });
    }
  }
  const { name } = content.site;
  const named = { ...content, site: withName(content.site, siteFile.schema as Schema, name, name) };
  const own: Translation = {
    lang,
    dir: directionOf(lang),
    messages: readInterfaceWords(lang) as Messages,
    content: named,
    untranslated: [],
    posts: posts.byLanguage.get(lang),
  };
  const notices = [
    ...found.notices.map(located),
    ...unusedCaseStudies(dir, content),
    ...translated.notices,
    ...posts.notices,
  ];
  return {
    errors,
    content: named,
    schemas,
    languages: [own, ...others],
    notices,
  };
}
