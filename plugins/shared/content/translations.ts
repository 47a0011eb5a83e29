// The content in further languages. content/translations/<lang>/ holds only texts (the schemas
// mark them "x-translate"), laid over the default content: ids, links, statuses, icons and
// images are the default's, so no language can disagree on them. A text left out shows in the
// default language and is listed (`untranslated`); a text that cannot be placed is an error.
import fs from 'fs';
import path from 'path';
import { closest } from 'fastest-levenshtein';
import { directionOf, type Direction, type Messages } from '../../../src/shared/i18n';
import type { ContentError } from './errors';
import { describeFound } from './errorWording';
import type { ContentFileName } from './files';
import { lineOf, pointerToken, readJson, type SourcePosition } from './jsonSource';
import {
  holdsTranslatedText,
  isTranslatedText,
  resolveRef,
  type Definitions,
  type JsonSchema as Schema,
} from './schemaFields';
import type { Content } from './types';

/** Where the interface's words are, one file per language (en.json has every key). */
export const INTERFACE_WORDS_DIR = path.join('src', 'shared', 'i18n');

const DEFAULT_LANGUAGE = 'en';

export interface Translation {
  lang: string;
  dir: Direction;
  messages: Messages;
  /** The content in this language: the default's, with the translated texts laid over it. */
  content: Content;
  /** The texts shown in the default language, by file: 'projects › InvoiceKit › title'. */
  untranslated: { file: string; fields: string[] }[];
}

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The content's own language: site.json's "language", or English. */
export const defaultLanguageOf = (content: Content): string =>
  (content.site as { language?: string }).language ?? DEFAULT_LANGUAGE;

/** A language's interface words, or why there are none. */
export function readInterfaceWords(lang: string): Messages | string {
  const file = [lang, new Intl.Locale(lang).language]
    .map((tag) => path.resolve(INTERFACE_WORDS_DIR, `${tag}.json`))
    .find((candidate) => fs.existsSync(candidate));
  const english = path.join(INTERFACE_WORDS_DIR, `${DEFAULT_LANGUAGE}.json`);
  if (!file) {
    const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(lang) ?? lang;
    return `the site's own words (navigation, headings, buttons) are not written in ${name} yet: add ${path.join(INTERFACE_WORDS_DIR, `${lang}.json`)}, a copy of ${english} with its texts translated`;
  }
  const shown = path.relative(process.cwd(), file);
  const read = readJson(file, shown, shown);
  if ('error' in read) {
    const { message, line } = read.error;
    return `${shown}${line ? ` (line ${line})` : ''}: ${message}`;
  }
  const messages = read.json.value as Messages;
  const reference = JSON.parse(fs.readFileSync(path.resolve(english), 'utf8')) as Record<
    string,
    Json
  >;
  const missing = missingKeys(reference, messages as unknown as Record<string, Json>);
  if (missing.length > 0) {
    return `${shown} lacks ${missing.join(', ')}: copy them from ${english} and translate them`;
  }
  return messages;
}

function missingKeys(reference: Record<string, Json>, messages: Json, at = ''): string[] {
  return Object.entries(reference).flatMap(([key, value]) => {
    const here = isObject(messages) ? messages[key] : undefined;
    if (isObject(value)) return missingKeys(value, here, `${at}${key}.`);
    return typeof here === 'string' && here.trim() !== '' ? [] : [`"${at}${key}"`];
  });
}

/** A text's place, as the build lists it: 'projects › InvoiceKit › title'. */
const join = (label: string, key: string) => (label ? `${label} › ${key}` : key);

/** Walks one translation file over its default file and schema. */
class Overlay {
  errors: ContentError[] = [];
  untranslated: string[] = [];

  constructor(
    private readonly label: string,
    private readonly defaultLabel: string,
    private readonly defs: Definitions,
    private readonly positions: Map<string, SourcePosition>,
  ) {}

  private resolve(schema: Schema): Schema {
    return resolveRef(schema, this.defs) ?? {};
  }

  /** Whether a field holds any text to translate. */
  private translatable(schema: Schema): boolean {
    return holdsTranslatedText(schema, this.defs);
  }

  private error(at: string, message: string, found?: Json) {
    this.errors.push({
      file: this.label,
      path: at,
      message,
      ...(found !== undefined && { found: describeFound(found) }),
      line: lineOf(this.positions, at),
    });
  }

  /** `value` (the default) with `text` (the translation) laid over it. */
  merge(text: Json, schema: Schema, value: Json, at: string, label: string): Json {
    if (isTranslatedText(schema, this.defs)) return this.text(text, value, at, label);
    const resolved = this.resolve(schema);
    if (resolved.type === 'array' && resolved.items) {
      return this.list(text, resolved, value as Json[], at, label);
    }
    return this.object(text, resolved, value as Record<string, Json>, at, label);
  }

  private text(text: Json, value: Json, at: string, label: string): Json {
    if (text === undefined) {
      this.untranslated.push(label);
      return value;
    }
    if (Array.isArray(value)) {
      const texts = Array.isArray(text) && text.length > 0;
      if (texts && text.every((item) => typeof item === 'string' && item.trim() !== '')) {
        return text;
      }
      this.error(at, 'must be a list of texts: ["…", "…"]', text);
      return value;
    }
    if (typeof text === 'string' && text.trim() !== '') return text;
    this.error(at, 'must be a text, in double quotes', text);
    return value;
  }

  private object(
    text: Json,
    schema: Schema,
    value: Record<string, Json>,
    at: string,
    label: string,
  ): Json {
    const fields = schema.properties ?? {};
    if (text !== undefined && !isObject(text)) {
      this.error(at, 'must be an object: { … }', text);
      text = undefined;
    }
    for (const key of Object.keys((text as Record<string, Json> | undefined) ?? {})) {
      if (key === '$schema') continue;
      const field = fields[key];
      const where = `${at}/${pointerToken(key)}`;
      if (!field) {
        const known = Object.keys(fields).filter((name) => this.translatable(fields[name]));
        const guess = closest(key, known);
        this.error(where, `"${key}" is not a field here: did you mean "${guess}"?`);
      } else if (!this.translatable(field)) {
        this.error(
          where,
          `"${key}" is not translated: links, ids, statuses, icons and images come from ${this.defaultLabel}`,
        );
      } else if (value[key] === undefined) {
        this.error(where, `"${key}" has nothing to translate: ${this.defaultLabel} has none here`);
      }
    }
    const merged: Record<string, Json> = { ...value };
    const untranslated: string[] = [];
    for (const [key, field] of Object.entries(fields)) {
      if (value[key] === undefined || !this.translatable(field)) continue;
      const before = this.untranslated.length;
      const given = (text as Record<string, Json> | undefined)?.[key];
      const where = `${at}/${pointerToken(key)}`;
      merged[key] = this.merge(given, field, value[key], where, join(label, key));
      if (isTranslatedText(field, this.defs) && this.untranslated.length > before)
        untranslated.push(key);
    }
    // Which of this object's own texts are the default's, so the page can say so (lang).
    if (untranslated.length > 0) merged.untranslated = untranslated;
    return merged;
  }

  private list(text: Json, schema: Schema, value: Json[], at: string, label: string): Json {
    const items = schema.items as Schema;
    const key = [schema.uniqueBy ?? []].flat()[0];
    if (key) {
      const ids = value.map((item) => String((item as Record<string, Json>)[key]));
      if (text !== undefined && !isObject(text)) {
        this.error(
          at,
          `must be an object that names each entry by its "${key}": { "${ids[0]}": { … } }`,
          text,
        );
        text = undefined;
      }
      for (const id of Object.keys((text as Record<string, Json> | undefined) ?? {})) {
        if (ids.includes(id)) continue;
        const message = `"${id}" is no ${key} in ${this.defaultLabel}: did you mean "${closest(id, ids)}"?`;
        this.error(`${at}/${pointerToken(id)}`, message);
      }
      return value.map((item, index) =>
        this.merge(
          (text as Record<string, Json> | undefined)?.[ids[index]],
          items,
          item,
          `${at}/${pointerToken(ids[index])}`,
          join(label, ids[index]),
        ),
      );
    }
    if (text !== undefined && (!Array.isArray(text) || text.length !== value.length)) {
      const count = !Array.isArray(text)
        ? 'no list'
        : `${text.length} ${text.length === 1 ? 'entry' : 'entries'}`;
      this.error(
        at,
        `has ${count} where ${this.defaultLabel} has ${value.length}: give them all, in the same order`,
      );
      text = undefined;
    }
    return value.map((item, index) =>
      this.merge(
        (text as Json[] | undefined)?.[index],
        items,
        item,
        `${at}/${index}`,
        join(label, String(index + 1)),
      ),
    );
  }
}

/** A folder name as a language tag that Intl knows ('pt-br' is 'pt-BR'), or null. */
function languageTag(name: string): string | null {
  try {
    const [tag] = Intl.getCanonicalLocales(name);
    const known = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    return known.of(new Intl.Locale(tag).language) ? tag : null;
  } catch {
    return null;
  }
}

/** The languages in content/translations/ with their problems, over checked content. */
export function readTranslations(
  dir: string,
  content: Content,
  schemas: Partial<Record<ContentFileName, object>>,
  files: readonly ContentFileName[],
): { errors: ContentError[]; translations: Translation[] } {
  const root = path.join(dir, 'translations');
  const errors: ContentError[] = [];
  const translations: Translation[] = [];
  const defaultLang = defaultLanguageOf(content);
  const folders = fs.existsSync(root)
    ? fs.readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    : [];
  const defaultMessages = readInterfaceWords(defaultLang);
  if (typeof defaultMessages === 'string') {
    errors.push({ file: 'content/site.json', path: '/language', message: defaultMessages });
  }

  for (const { name: lang } of folders) {
    const folder = `content/translations/${lang}`;
    const problem = (message: string) => errors.push({ file: folder, path: '', message });
    const tag = languageTag(lang);
    if (tag !== lang) {
      problem(
        `the folder's name must be a language tag: ${tag ? `"${tag}"` : 'such as "es", "fr" or "pt-BR"'}`,
      );
      continue;
    }
    if (lang === defaultLang) {
      problem(`${lang} is the language of content/ itself (content/site.json): remove this folder`);
      continue;
    }
    const messages = readInterfaceWords(lang);
    if (typeof messages === 'string') {
      problem(messages);
      continue;
    }

    const merged: Record<string, Json> = {};
    const untranslated: Translation['untranslated'] = [];
    for (const name of files) {
      const file = `${folder}/${name}.json`;
      const schema = schemas[name] as Schema;
      const read = fs.existsSync(path.join(root, lang, `${name}.json`))
        ? readJson(path.join(root, lang, `${name}.json`), file, file)
        : undefined;
      if (read && 'error' in read) {
        errors.push(read.error);
        continue;
      }
      const overlay = new Overlay(
        file,
        `content/${name}.json`,
        schema.$defs ?? {},
        read?.json.positions ?? new Map(),
      );
      merged[name] = overlay.merge(read?.json.value, schema, content[name], '', '');
      errors.push(...overlay.errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)));
      if (overlay.untranslated.length > 0) {
        untranslated.push({
          file: `${file}${read ? '' : ' (no such file)'}`,
          fields: overlay.untranslated,
        });
      }
    }

    // A case study's text: the file of the same name in the language's case-studies/.
    const studies = new Set<string>();
    const projects = merged.projects as Content['projects'] | undefined;
    const missingTexts: string[] = [];
    for (const [index, project] of (projects?.projects ?? []).entries()) {
      const id = content.projects.projects[index].title;
      const study = project.caseStudy as
        (typeof project.caseStudy & { untranslated?: string[] }) | undefined;
      if (!study) continue;
      const own = `translations/${lang}/case-studies/${path.basename(study.text)}`;
      studies.add(path.basename(study.text));
      if (fs.existsSync(path.join(dir, own))) {
        Object.assign(study, { text: own });
      } else {
        missingTexts.push(`projects › ${id} › caseStudy › text`);
        Object.assign(study, { untranslated: [...(study.untranslated ?? []), 'text'] });
      }
    }
    if (missingTexts.length > 0) {
      untranslated.push({ file: `${folder}/case-studies/`, fields: missingTexts });
    }
    const studyDir = path.join(root, lang, 'case-studies');
    for (const file of fs.existsSync(studyDir) ? fs.readdirSync(studyDir) : []) {
      if (studies.has(file)) continue;
      errors.push({
        file: `${folder}/case-studies/${file}`,
        path: '',
        message: `no case study in content/projects.json has this text: name it as the default's (${[...studies].join(', ') || 'there are none'})`,
      });
    }
    const known = new Set<string>([...files.map((name) => `${name}.json`), 'case-studies']);
    for (const entry of fs.readdirSync(path.join(root, lang))) {
      if (!known.has(entry)) {
        errors.push({
          file: `${folder}/${entry}`,
          path: '',
          message: `a translation holds ${[...known].join(', ')}: this file is not read`,
        });
      }
    }

    translations.push({
      lang,
      dir: directionOf(lang),
      messages,
      content: merged as unknown as Content,
      untranslated,
    });
  }
  return { errors, translations };
}
