// An entry deleted in the editor takes its translations with it, in the same save: each
// language's texts of the entry (and a project's case studies) would otherwise be left behind,
// harmless but listed by every build. Decap CMS saves one file per entry and has no hook for a
// second, so the backend it saves through is wrapped: its commit carries the translations too.
// A post deleted takes its translations in every language with it, in its own commit.
import { editedJson, idsOf } from '../../content-engine/jsonInPlace.js';

interface DataFile {
  path: string;
  slug: string;
  raw: string;
  newPath?: string;
}

/** What this needs of a Decap CMS backend (its GitHub, GitLab… or local implementation). */
export interface BackendImplementation {
  persistEntry(
    entry: { dataFiles: DataFile[]; assets: unknown[] },
    options: { commitMessage?: string } & Record<string, unknown>,
  ): Promise<unknown>;
  getEntry(path: string): Promise<{ data: string | null }>;
  deleteFiles?(paths: string[], commitMessage: string): Promise<unknown>;
}

type Entries = Record<string, unknown>;
type Entry = { id?: unknown; formerIds?: unknown; caseStudy?: { text?: unknown } };
const isObject = (value: unknown): value is Entries =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The entries of `before`'s lists that `after` has no more, by list, each with its names. */
export function deletedEntries(before: unknown, after: unknown): Map<string, Entry[]> {
  const deleted = new Map<string, Entry[]>();
  if (!isObject(before) || !isObject(after)) return deleted;
  for (const [list, entries] of Object.entries(before)) {
    const now = after[list];
    if (!Array.isArray(entries) || !Array.isArray(now)) continue;
    const kept = new Set(now.flatMap(idsOf));
    const gone = entries.filter((entry: Entry) => {
      const [id] = idsOf(entry);
      return id !== undefined && !kept.has(id);
    });
    if (gone.length > 0) deleted.set(list, gone);
  }
  return deleted;
}

/** The text of a file in the repository, or null when it has none. */
async function readFile(backend: BackendImplementation, path: string): Promise<string | null> {
  try {
    const { data } = await backend.getEntry(path);
    return typeof data === 'string' ? data : null;
  } catch {
    return null;
  }
}

/** A translation's text without the entries of `deleted`, or null when it names none. */
export function withoutTranslations(text: string, deleted: Map<string, Entry[]>): string | null {
  const json = JSON.parse(text) as Entries;
  let changed = false;
  for (const [list, entries] of deleted) {
    const texts = json[list];
    if (!isObject(texts)) continue;
    const names = new Set(entries.flatMap(idsOf));
    for (const name of Object.keys(texts).filter((key) => names.has(key))) {
      delete texts[name];
      changed = true;
    }
  }
  return changed ? editedJson(text, json) : null;
}

/** A post's translations in `languages` (paths in the repository), for a path of a post. */
export function postTranslations(file: string, languages: readonly string[]): string[] {
  const name = /^content\/posts\/([^/]+\.md)$/.exec(file)?.[1];
  return name ? languages.map((lang) => `content/translations/${lang}/posts/${name}`) : [];
}

/**
 * `backend`, saving with each default content file whose entries were deleted the same file of
 * every language in `languages` without their texts, and then deleting the case studies of a
 * deleted project in every language; deleting with a post its translations.
 */
export function withTranslationsFollowing(
  backend: BackendImplementation,
  languages: readonly string[],
): BackendImplementation {
  const persistEntry = backend.persistEntry.bind(backend);
  backend.persistEntry = async (entry, options) => {
    const more: DataFile[] = [];
    const studies: string[] = [];
    for (const file of entry.dataFiles) {
      const name = /^content\/([\w-]+)\.json$/.exec(file.path)?.[1];
      const before = name && (await readFile(backend, file.path));
      if (!name || !before) continue;
      const deleted = deletedEntries(JSON.parse(before), JSON.parse(file.raw));
      if (deleted.size === 0) continue;
      const texts = [...deleted.values()]
        .flat()
        .map((gone) => gone.caseStudy?.text)
        .filter((text): text is string => typeof text === 'string');
      studies.push(...texts.map((text) => `content/${text}`));
      for (const lang of languages) {
        const path = `content/translations/${lang}/${name}.json`;
        const text = await readFile(backend, path);
        const edited = text && withoutTranslations(text, deleted);
        if (edited) more.push({ path, slug: `${lang}-${name}`, raw: edited });
        for (const study of texts) {
          const translated = `content/translations/${lang}/case-studies/${study.split('/').pop()}`;
          if ((await readFile(backend, translated)) !== null) studies.push(translated);
        }
      }
    }
    const saved = await persistEntry(
      { ...entry, dataFiles: [...entry.dataFiles, ...more] },
      options,
    );
    if (studies.length > 0 && backend.deleteFiles) {
      await backend.deleteFiles(studies, `${options.commitMessage ?? 'Delete'}: its case studies`);
    }
    return saved;
  };
  const { deleteFiles } = backend;
  if (deleteFiles) {
    backend.deleteFiles = async (paths, commitMessage) => {
      const translations: string[] = [];
      for (const file of paths.flatMap((at) => postTranslations(at, languages))) {
        if ((await readFile(backend, file)) !== null) translations.push(file);
      }
      return deleteFiles.call(backend, [...paths, ...translations], commitMessage);
    };
  }
  return backend;
}
