// The owner's files: what a site's owner writes and the project only samples. The content lane
// (scripts/lane.mjs) tests a change of them alone with the content's checks; the upgrade never
// takes upstream's versions of them. In scripts/upgrade/ so that the folder an older site takes
// first (docs/upgrading.md) holds all the upgrade needs.

/** The content's schemas are the code's: a change of them is the project's. */
const CODE_IN_CONTENT = 'content/schemas/';

/**
 * Whether a file (a path from the repository's root, with '/') is the owner's.
 * @param {string} file
 */
export const isOwners = (file) =>
  (file.startsWith('content/') && !file.startsWith(CODE_IN_CONTENT)) || file.startsWith('static/');

/** The owner's folders, as the upgrade names them. */
export const OWNERS_FOLDERS = 'content/, static/';
