// Every change of the content's format, in order: a format's number is the count of migrations
// before it, plus one. A change of format adds its migration at the end of this list.
import type { Migration } from './migration';
import { credentials } from './credentials';
import { homeSections } from './homeSections';
import { posts } from './posts';
import { sections } from './sections';
import { stableIds } from './stableIds';

export const MIGRATIONS: readonly Migration[] = [
  stableIds,
  credentials,
  sections,
  homeSections,
  posts,
];

/** The format this version of the code reads: content in an older one is migrated first. */
export const CONTENT_FORMAT = MIGRATIONS.length + 1;
