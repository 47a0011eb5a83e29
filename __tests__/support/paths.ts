// Where the tests find the project and their fixtures: each place named once.
import path from 'path';

/** The project's folder. */
export const ROOT = path.resolve(__dirname, '..', '..');
/** The owner's content, and the schemas every content folder is checked against. */
export const CONTENT_DIR = path.join(ROOT, 'content');
export const SCHEMAS_DIR = path.join(CONTENT_DIR, 'schemas');
/** The test content (never the owner's content/, which is theirs to change). */
export const FIXTURES_DIR = path.join(ROOT, '__tests__', 'fixtures');
export const TEST_CONTENT_DIR = path.join(FIXTURES_DIR, 'content');
/** The sample content as it was in format 1, for the migration's tests. */
export const FORMAT_1_CONTENT_DIR = path.join(FIXTURES_DIR, 'content-v1');
/** The interface's own words in each language. */
export const INTERFACE_WORDS_DIR = path.join(ROOT, 'src', 'shared', 'i18n');
