// The content's types, written from the JSON Schemas (src/shared/contentTypes.ts, by `npm run
// types:content`), and the fields the build computes, declared once for the GraphQL schema.
import type {
  ProjectsFile,
  ResumeFile,
  SiteFile,
  TechFile,
  VideosFile,
} from '../../src/shared/contentTypes';
import { KINDS } from '../../src/shared/kinds';

export const COMPUTED_FIELDS: Record<string, Record<string, string>> = {
  // The path data of a bundled icon, or null for an image given by path or URL.
  SocialLink: { iconPath: 'String' },
  TechItem: { iconPath: 'String' },
  // The title in the content's default language: one cover in every language (entities.ts).
  Project: { defaultTitle: 'String!' },
  // The video's poster: the owner's image, or the thumbnail fetched at build time (plugins/video-posters).
  Video: { posterSrc: 'String' },
  // A declared kind's own, and its dates in the node's language's words, by field (entities.ts).
  ...Object.fromEntries(
    KINDS.map((kind) => [
      kind.type,
      { ...kind.computed, ...(kind.dates && { datesShown: 'JSON!' }) },
    ]),
  ),
  // A section's entry: its id, and its dates in its section's language's words (entities.ts).
  SectionEntry: { slug: 'String!', datesShown: 'JSON!' },
};

/** The content once it matches its schemas: each file as content/schemas/ describes it. */
export interface Content {
  site: SiteFile;
  tech: TechFile;
  projects: ProjectsFile;
  resume: ResumeFile;
  videos: VideosFile;
}
