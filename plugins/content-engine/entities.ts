// The things the owner lists, each a node of its own in each language: a project, a video, a
// skill group… A page asks for its language's (`allProject(filter: { lang: { eq: $lang } })`),
// a case study for its own (`project(slug: { eq: $slug }, lang: { eq: $lang })`). Drawn from
// the checked content, in which a translation is already laid over the default's texts.
import type { ContentFileName } from './files';
import type { Content } from './types';
import { formatDate } from '../../src/shared/dates';
import { KINDS } from '../../src/shared/kinds';

/** The fields every entity's node adds to the content's: its language, id and place. */
export const ENTITY_FIELDS = { lang: 'String!', slug: 'String!', position: 'Int!' } as const;

type File = ContentFileName;

interface EntityKind {
  /** The node's GraphQL type: the schema's "x-graphql-type" of the listed objects. */
  type: string;
  /** The content file the entities are listed in. */
  file: File;
  /** The list the entities are in, when there are several of them (each with its id). */
  list?: string;
  items(content: Content): readonly object[];
  /**
   * Its fields that hold a date, which the node also gives in its language's words
   * (`datesShown`): written at build time, so the browser, whose date words may differ,
   * shows what the page was built with.
   */
  dates?: readonly string[];
  /** What its node holds of an entry, when it is more or less than the content gives. */
  node?(item: object, content: Content, lang: string): object | null;
}

const omit = <T extends object>(object: T, ...keys: string[]) =>
  Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));

/** A section of the owner's own, each entry's dates also in its language's words. */
function sectionNode(item: object, _content: Content, lang: string): object {
  const section = item as { entries: Record<string, unknown>[] };
  const entries = section.entries.map(({ formerIds: _formerIds, id, ...entry }) => ({
    ...withDatesShown(entry, ['date', 'until'], lang),
    slug: id,
  }));
  return { ...section, entries };
}

const resumeList = (type: string, list: keyof Content['resume']) => ({
  type,
  file: 'resume' as const,
  list,
  items: (c: Content) => (c.resume[list] ?? []) as readonly object[],
});

/** resume.json's lists: the resume's four sections, the declared kinds, the owner's sections. */
const RESUME_LISTS: (EntityKind & { list: string })[] = [
  resumeList('ResumeProduct', 'products'),
  resumeList('SkillGroup', 'skills'),
  resumeList('Education', 'education'),
  ...KINDS.map((kind) => ({
    ...resumeList(kind.type, kind.list),
    dates: kind.dates,
    node: (item: object, content: Content) => kind.node(item, content.resume),
  })),
  { ...resumeList('OwnSection', 'sections'), node: sectionNode },
];

export const ENTITY_KINDS: readonly EntityKind[] = [
  // site.json is the owner: one node per language, without the links, which are nodes too.
  { type: 'Owner', file: 'site', items: (c) => [omit(c.site, '$schema', 'social')] },
  { type: 'SocialLink', file: 'site', list: 'social', items: (c) => c.site.social },
  { type: 'TechItem', file: 'tech', list: 'tech', items: (c) => c.tech.tech },
  { type: 'Project', file: 'projects', list: 'projects', items: (c) => c.projects.projects },
  // resume.json's summary and settings are the resume's own; its lists are nodes.
  {
    type: 'Resume',
    file: 'resume',
    items: (c) => [omit(c.resume, '$schema', ...RESUME_LISTS.map((kind) => kind.list))],
  },
  ...RESUME_LISTS,
  { type: 'Video', file: 'videos', list: 'videos', items: (c) => c.videos.videos },
];

/** The kinds of entity that are listed, each entry with an id of its own. */
export const LISTED_KINDS = ENTITY_KINDS.filter((kind) => kind.list);

/** The files whose root object is an entity itself, by its node type. */
export const ENTITY_ROOTS: Record<string, string> = { site: 'Owner', resume: 'Resume' };

/** The node types of the entities, with the fields each adds, for the GraphQL schema. */
export const ENTITY_NODE_TYPES: Record<string, Record<string, string>> = Object.fromEntries(
  ENTITY_KINDS.map((kind) => [kind.type, ENTITY_FIELDS]),
);

export interface Entity {
  type: string;
  lang: string;
  slug: string;
  position: number;
  data: object;
}

/** An entry's id and the ids it had before, by which other entries may still name it. */
type Named = { id: string; formerIds?: string[] };

/** The current id of each id or former id of `entries`. */
export function currentIds(entries: readonly Named[]): Map<string, string> {
  const ids = new Map<string, string>();
  for (const { id, formerIds = [] } of entries) for (const former of formerIds) ids.set(former, id);
  for (const { id } of entries) ids.set(id, id);
  return ids;
}

type Project = Content['projects']['projects'][number];

/**
 * A project as its node holds it: its title in the default language, which its cover is drawn
 * from in every language, and its case study's stack named by the tech items' present ids.
 */
function projectData(project: Project, own: Project, tech: Map<string, string>) {
  const study = project.caseStudy;
  const data = { ...project, defaultTitle: own.title };
  if (!study) return data;
  // An id of no item (one deleted since) shows no badge: the content check said so.
  const stack = study.stack.flatMap((id) => tech.get(id) ?? []);
  return { ...data, caseStudy: { ...study, stack } };
}

/** The entry with its dates in `lang`'s words, by field. */
function withDatesShown(data: Record<string, unknown>, dates: EntityKind['dates'], lang: string) {
  if (!dates) return data;
  const shown = dates.flatMap((field) =>
    typeof data[field] === 'string' ? [[field, formatDate(data[field], lang)]] : [],
  );
  return { ...data, datesShown: Object.fromEntries(shown) };
}

/**
 * A file's entities in every language, the default's first. A translation lists the same
 * entities in the same order (translations.ts); each is named by its id, the list's singletons
 * (the owner, the resume) by their type.
 */
export function entitiesOf(
  file: File,
  languages: readonly { lang: string; content: Content }[],
): Entity[] {
  const [own] = languages;
  const tech = currentIds(own.content.tech.tech);
  return ENTITY_KINDS.filter((kind) => kind.file === file).flatMap((kind) =>
    languages.flatMap(({ lang, content }) =>
      kind.items(content).flatMap((item, position) => {
        const shown = kind.node ? kind.node(item, content, lang) : item;
        if (!shown) return [];
        // The id is the node's slug (its own id is Gatsby's); the ids it had are the build's.
        const { id, formerIds: _formerIds, ...data } = shown as Partial<Named>;
        return {
          type: kind.type,
          lang,
          slug: id ?? kind.type.toLowerCase(),
          position,
          data:
            kind.type === 'Project'
              ? projectData(data as Project, own.content.projects.projects[position], tech)
              : withDatesShown(data, kind.dates, lang),
        };
      }),
    ),
  );
}
