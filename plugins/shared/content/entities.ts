// The things the owner lists, each a node of its own in each language: a project, a video, a
// skill group… A page asks for its language's (`allProject(filter: { lang: { eq: $lang } })`),
// a case study for its own (`project(slug: { eq: $slug }, lang: { eq: $lang })`). Drawn from
// the checked content, in which a translation is already laid over the default's texts.
import { caseStudyName } from '../../../src/shared/constants';
import type { ContentFileName } from './files';
import type { Content } from './types';

/** The fields every entity's node adds to the content's: its language, name and place. */
export const ENTITY_FIELDS = { lang: 'String!', slug: 'String!', position: 'Int!' } as const;

type File = ContentFileName;

interface EntityKind {
  /** The node's GraphQL type: the schema's "x-graphql-type" of the listed objects. */
  type: string;
  /** The content file the entities are listed in. */
  file: File;
  items(content: Content): readonly object[];
  /** A name for the entity, the same in every language: the default language's. */
  slug(item: never, position: number): string;
  /** Whether the entity's name is an address that must not change (a case study's page). */
  keepsSlug?(item: never): boolean;
}

/** A name as an address's part: "Dashboard Search for WordPress" is dashboard-search-for-wordpress. */
export const slugOf = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const omit = <T extends object>(object: T, ...keys: string[]) =>
  Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));

export const ENTITY_KINDS: readonly EntityKind[] = [
  // site.json is the owner: one node per language, without the links, which are nodes too.
  {
    type: 'Owner',
    file: 'site',
    items: (c) => [omit(c.site, '$schema', 'social')],
    slug: () => 'owner',
  },
  {
    type: 'SocialLink',
    file: 'site',
    items: (c) => c.site.social,
    slug: (link: { name: string }) => slugOf(link.name),
  },
  {
    type: 'TechItem',
    file: 'tech',
    items: (c) => c.tech.tech,
    slug: (item: { name: string }) => slugOf(item.name),
  },
  {
    type: 'Project',
    file: 'projects',
    items: (c) => c.projects.projects,
    // A project with a case study is named as its page is.
    slug: (project: { title: string; caseStudy?: { text: string } }) =>
      project.caseStudy ? caseStudyName(project.caseStudy.text) : slugOf(project.title),
    keepsSlug: (project: { caseStudy?: object }) => Boolean(project.caseStudy),
  },
  // resume.json's summary is the resume's own; its lists are nodes.
  {
    type: 'Resume',
    file: 'resume',
    items: (c) => [omit(c.resume, '$schema', 'products', 'skills', 'education')],
    slug: () => 'resume',
  },
  {
    type: 'ResumeProduct',
    file: 'resume',
    items: (c) => c.resume.products,
    slug: (product: { name: string }) => slugOf(product.name),
  },
  {
    type: 'SkillGroup',
    file: 'resume',
    items: (c) => c.resume.skills,
    slug: (group: { group: string }) => slugOf(group.group),
  },
  {
    type: 'Education',
    file: 'resume',
    items: (c) => c.resume.education,
    slug: (_entry, position) => `degree-${position + 1}`,
  },
  {
    type: 'Video',
    file: 'videos',
    items: (c) => c.videos.videos,
    slug: (video: { id: string }) => video.id,
  },
];

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

/**
 * Each entity's slug, different from the others' of its kind: a name with no Latin letter or
 * digit, or one that another entity's name also gives, is told apart by its position. A name
 * that is a page's address keeps it.
 */
function uniqueSlugs(kind: EntityKind, items: readonly object[]): string[] {
  const slugs = items.map((item, position) => kind.slug(item as never, position));
  const kept = new Set(slugs.filter((_, position) => kind.keepsSlug?.(items[position] as never)));
  const taken = new Set<string>();
  return slugs.map((slug, position) => {
    const named = slug || `${slugOf(kind.type)}-${position + 1}`;
    const keeps = kind.keepsSlug?.(items[position] as never) ?? false;
    const unique =
      !keeps && (taken.has(named) || kept.has(named)) ? `${named}-${position + 1}` : named;
    taken.add(unique);
    return unique;
  });
}

/**
 * A file's entities in every language, the default's first. A translation lists the same
 * entities in the same order (translations.ts), so each is named by the default's.
 */
export function entitiesOf(
  file: File,
  languages: readonly { lang: string; content: Content }[],
): Entity[] {
  const [own] = languages;
  return ENTITY_KINDS.filter((kind) => kind.file === file).flatMap((kind) => {
    const slugs = uniqueSlugs(kind, kind.items(own.content));
    return languages.flatMap(({ lang, content }) =>
      kind.items(content).map((data, position) => ({
        type: kind.type,
        lang,
        slug: slugs[position],
        position,
        data,
      })),
    );
  });
}
