// Format 2: every entry the owner lists has an id of its own, and everything that named it by
// a text the owner edits names it by that id instead. Format 1 named a translation's entries by
// the default's title or name (education by its place in the list), a case study's stack by the
// tech items' names, and a page by its case study's file name or its title.
import path from 'path';
import { slugOf } from '../slug';
import { insertFirst, listToObject, renameKey, setValue } from '../jsonEdits';
import type { ContentFiles, Migration } from './migration';

type Entry = Record<string, unknown>;

interface List {
  file: string;
  list: string;
  /** The field a person knows an entry by, which the id is made from. */
  name: string;
  /** A name for an entry whose name gives no id: 'project-3'. */
  kind: string;
  /** How a format-1 translation named the entries: by this field, or by their place. */
  translatedBy: string | 'place';
}

// Frozen: the lists as format 1 had them.
const LISTS: readonly List[] = [
  { file: 'site', list: 'social', name: 'name', kind: 'social-link', translatedBy: 'name' },
  { file: 'tech', list: 'tech', name: 'name', kind: 'tech-item', translatedBy: 'name' },
  { file: 'projects', list: 'projects', name: 'title', kind: 'project', translatedBy: 'title' },
  { file: 'resume', list: 'products', name: 'name', kind: 'product', translatedBy: 'name' },
  { file: 'resume', list: 'skills', name: 'group', kind: 'skill-group', translatedBy: 'group' },
  { file: 'resume', list: 'education', name: 'degree', kind: 'education', translatedBy: 'place' },
  { file: 'videos', list: 'videos', name: 'title', kind: 'video', translatedBy: 'id' },
];

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const isObject = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parsed(text: string | undefined): Entry | undefined {
  if (text === undefined) return undefined;
  const value: unknown = JSON.parse(text);
  return isObject(value) ? value : undefined;
}

/**
 * The id each entry gets: the one it has, else the name format 1 gave it (a project with a case
 * study keeps its page's address, /projects/<file name>), told apart from the others' by its
 * place in the list, as format 1 told them apart.
 */
function idsOf({ list, name, kind }: List, entries: Entry[]): string[] {
  const own = (entry: Entry) => (typeof entry.id === 'string' && ID.test(entry.id) ? entry.id : '');
  const page = (entry: Entry) => {
    const study = entry.caseStudy as { text?: unknown } | undefined;
    return list === 'projects' && typeof study?.text === 'string'
      ? path.basename(study.text, '.md')
      : '';
  };
  const fixed = entries.map((entry) => own(entry) || page(entry));
  const taken = new Set(fixed.filter(Boolean));
  return entries.map((entry, position) => {
    if (fixed[position]) return fixed[position];
    const given = typeof entry.id === 'string' ? slugOf(entry.id) : '';
    const named = given || slugOf(String(entry[name] ?? '')) || `${kind}-${position + 1}`;
    const id = taken.has(named) ? `${named}-${position + 1}` : named;
    taken.add(id);
    return id;
  });
}

function migrate(files: ContentFiles): void {
  const languages = files.folders('translations');
  const techIds = new Map<string, string>();
  for (const spec of LISTS) {
    const file = `${spec.file}.json`;
    const entries = parsed(files.read(file))?.[spec.list];
    if (!Array.isArray(entries) || !entries.every(isObject)) continue;
    const ids = idsOf(spec, entries);
    let text = files.read(file) as string;
    entries.forEach((entry, index) => {
      if (entry.id === ids[index]) return;
      text =
        entry.id === undefined
          ? insertFirst(text, [spec.list, index], 'id', ids[index])
          : setValue(text, [spec.list, index, 'id'], ids[index]);
    });
    files.write(file, text);
    if (spec.list === 'tech') {
      entries.forEach((entry, index) => techIds.set(String(entry.name), ids[index]));
    }

    // Each translation names the entries by their ids.
    for (const lang of languages) {
      const translationFile = `translations/${lang}/${file}`;
      const translated = parsed(files.read(translationFile))?.[spec.list];
      let translation = files.read(translationFile) as string;
      if (spec.translatedBy === 'place' && Array.isArray(translated)) {
        translation = listToObject(translation, [spec.list], ids);
      } else if (isObject(translated)) {
        const names = entries.map((entry) => String(entry[spec.translatedBy]));
        for (const key of Object.keys(translated)) {
          const id = ids[names.indexOf(key)];
          if (id && id !== key && !(id in translated)) {
            translation = renameKey(translation, [spec.list], key, id);
          }
        }
      }
      if (translated !== undefined) files.write(translationFile, translation);
    }
  }

  // A case study's stack names tech items by their ids.
  const projects = parsed(files.read('projects.json'))?.projects;
  if (!Array.isArray(projects)) return;
  let text = files.read('projects.json') as string;
  projects.forEach((project: Entry, index) => {
    const stack = isObject(project) && isObject(project.caseStudy) && project.caseStudy.stack;
    if (!Array.isArray(stack)) return;
    stack.forEach((name: unknown, item) => {
      const id = techIds.get(String(name));
      if (id && id !== name)
        text = setValue(text, ['projects', index, 'caseStudy', 'stack', item], id);
    });
  });
  files.write('projects.json', text);
}

export const stableIds: Migration = {
  to: 2,
  summary: 'each project, link, tech item, product, skill group, degree and video has an id',
  migrate,
};
