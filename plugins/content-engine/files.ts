// The content files in content/, each with its schema in content/schemas/ and its GraphQL type.

/** The content files, in the order a report lists them. */
export const CONTENT_FILES = ['site', 'tech', 'projects', 'resume', 'videos'] as const;

export type ContentFileName = (typeof CONTENT_FILES)[number];
