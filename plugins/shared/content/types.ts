// The content's types: what GraphQL derives from the JSON Schemas (src/gatsby-types.d.ts), less
// Gatsby's node fields and the fields the build computes. Those are declared here, once, for both
// the GraphQL schema (plugins/site-content) and these types.
export const COMPUTED_FIELDS = {
  // The path data of a bundled icon, or null for an image given by path or URL.
  SocialLink: { iconPath: 'String' },
  TechItem: { iconPath: 'String' },
  // The video's poster: the owner's image, or the thumbnail fetched at build time (plugins/video-posters).
  Video: { posterSrc: 'String' },
} as const;

type Computed = typeof COMPUTED_FIELDS;
/** A content object as the file holds it: without the fields the build computes. */
type Stored<T, Name extends keyof Computed> = Omit<T, keyof Computed[Name]>;
/** A file's own fields, without Gatsby's node fields. */
type FileFields<T> = Omit<T, 'id' | 'parent' | 'children' | 'internal'>;
/** As the file holds it: a field that GraphQL links to a file holds the file's path, and no
 *  object has the list of texts a translation left out (translations.ts adds it). */
type AsStored<T> = [T] extends [Queries.File | null]
  ? string
  : T extends readonly (infer Item)[]
    ? readonly AsStored<Item>[]
    : T extends object
      ? { [Key in keyof T as Key extends 'untranslated' ? never : Key]: AsStored<T[Key]> }
      : T;

/** The content once it matches its schemas. */
export interface Content {
  site: AsStored<Omit<FileFields<Queries.SiteJson>, 'social'>> & {
    social: readonly AsStored<Stored<Queries.SocialLink, 'SocialLink'>>[];
  };
  tech: { tech: readonly AsStored<Stored<Queries.TechItem, 'TechItem'>>[] };
  projects: AsStored<FileFields<Queries.ProjectsJson>>;
  resume: AsStored<FileFields<Queries.ResumeJson>>;
  videos: { videos: readonly AsStored<Stored<Queries.Video, 'Video'>>[] };
}
