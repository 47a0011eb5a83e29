// A fresh copy of the test content for each test of a file, and the content check's findings on
// it: the tests break one thing in the copy and read what the check says.
import type { ContentError } from '../../plugins/content-engine/errors';
import { validateContent } from '../../plugins/content-engine/validate';
import { copyContent, type ContentFixture } from './contentFixture';

export interface CheckedCopy extends Omit<ContentFixture, 'cleanup'> {
  /** What the content check finds in the copy as it is now. */
  errors(): ContentError[];
  /** The same, as file, path and message only. */
  problems(): Pick<ContentError, 'file' | 'path' | 'message'>[];
  /** What the check says is left behind and harmless; fails the test if it finds errors. */
  notices(): ContentError[];
}

/** A problem as the check reports it in content/<file>, with what else it names (the value
 *  found, the line) where the test gives it. */
export function problem(file: string, path: string, message: unknown, more: object = {}) {
  return { file: `content/${file}`, path, message, ...more };
}

/** Registers the hooks that make and remove the copy around each test of the calling file. */
export function checkedCopyPerTest(): CheckedCopy {
  let copy: ContentFixture;
  beforeEach(() => {
    copy = copyContent();
  });
  afterEach(() => copy.cleanup());
  const errors = () => validateContent(copy.dir).errors;
  return {
    get dir() {
      return copy.dir;
    },
    edit: (name, change) => copy.edit(name, change),
    read: (name) => copy.read(name),
    write: (name, text) => copy.write(name, text),
    remove: (name) => copy.remove(name),
    errors,
    problems: () => errors().map(({ file, path, message }) => ({ file, path, message })),
    notices: () => {
      const check = validateContent(copy.dir);
      expect(check.errors).toEqual([]);
      return check.notices ?? [];
    },
  };
}
