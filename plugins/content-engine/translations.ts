// The content in further languages. content/translations/<lang>/ holds only texts (the schemas
// mark them "x-translate"), laid over the default content: ids, links, statuses, icons and
// images are the default's, so no language can disagree on them. A text left out shows in the
// default language and is listed (`untranslated`); a text that cannot be placed is an error.
import fs from 'fs';
import path from 'path';
import { directionOf, type Direction, type Messages } from '../../src/shared/i18n';
import type { ContentError } from './errors';
import type { ContentFileName } from './files';
import { readJson, type SourcePosition } from './jsonSource';
import type { JsonSchema as Schema } from './schemaFields';
import { DEFAULT_LANGUAGE, readInterfaceWords } from './interfaceWords';
import { Overlay } from './overlay';
import { placeholderProblems, translatedOwner } from './ownerName';
import type { Post } from './posts';
import type { Content } from './types';

export interface Translation {
  lang: string;
  dir: Direction;
  messages: Messages;
  /** The content in this language: the default's, with the translated texts laid over it. */
  content: Content;
  /** The texts shown in the default language, by file: 'projects › InvoiceKit › title'. */
  untranslated: { file: string; fields: string[] }[];
  /** Its posts, drafts and later ones among them, newest first (./posts.ts). */
  posts?: Post[];
}

/** The content's own language: site.json's "language", or English. */
export const defaultLanguageOf = (content: Content): string =>
  (content.site as { language?: string }).language ?? DEFAULT_LANGUAGE;

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
): { errors: ContentError[]; notices: ContentError[]; translations: Translation[] } {
  const root = path.join(dir, 'translations');
  const errors: ContentError[] = [];
  // What a deletion in the default content leaves behind: said, never a stop.
  const notices: ContentError[] = [];
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

    const merged: Record<string, unknown> = {};
    const untranslated: Translation['untranslated'] = [];
    let givenSite: { value?: unknown; positions: Map<string, SourcePosition> } | undefined;
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
      const byLine = (a: ContentError, b: ContentError) => (a.line ?? 0) - (b.line ?? 0);
      errors.push(...overlay.errors.sort(byLine));
      notices.push(...overlay.notices.sort(byLine));
      // The owner's name is theirs in every language: no text to translate (./ownerName.ts).
      const fields = overlay.untranslated.filter((field) => name !== 'site' || field !== 'name');
      if (fields.length > 0) {
        untranslated.push({ file: `${file}${read ? '' : ' (no such file)'}`, fields });
      }
      if (name === 'site') {
        givenSite = { value: read?.json.value, positions: read?.json.positions ?? new Map() };
      }
    }
    if (merged.site && givenSite) {
      const siteFile = `${folder}/site.json`;
      errors.push(
        ...placeholderProblems(
          givenSite.value,
          schemas.site as Schema,
          siteFile,
          givenSite.positions,
        ),
      );
      const owner = translatedOwner(
        lang,
        content.site,
        givenSite.value as Partial<Content['site']> | undefined,
        merged.site as Content['site'],
        schemas.site as Schema,
        siteFile,
        givenSite.positions,
      );
      merged.site = owner.site;
      notices.push(...owner.notices);
    }

    // A case study's text: the file of the same name in the language's case-studies/.
    const studies = new Set<string>();
    const projects = merged.projects as Content['projects'] | undefined;
    const missingTexts: string[] = [];
    for (const [index, project] of (projects?.projects ?? []).entries()) {
      const { id } = content.projects.projects[index];
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
      notices.push({
        file: `${folder}/case-studies/${file}`,
        path: '',
        message: `no case study in content/projects.json has this text: delete it if its project was deleted, or name it as the default's (${[...studies].join(', ') || 'there are none'})`,
      });
    }
    const known = new Set<string>([
      ...files.map((name) => `${name}.json`),
      'case-studies',
      'posts',
    ]);
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
  return { errors, notices, translations };
}
