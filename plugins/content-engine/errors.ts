// A problem in the owner's content, as every part of the check gives it and the report prints
// it. A module of its own so that the parts producing errors need not import one another.
export interface ContentError {
  /** The file as the owner knows it, e.g. 'content/projects.json'. */
  file: string;
  /** JSON pointer to the value, e.g. '/projects/3/status'; '' is the whole file. */
  path: string;
  /** What is wrong, in plain words, e.g. 'must be one of: completed, active, upcoming'. */
  message: string;
  /** The value found, quoted, where it helps: '"done"'. */
  found?: string;
  /** 1-based line of the value in the file, when the file could be read. */
  line?: number;
  /** 1-based column, given for JSON syntax errors. */
  column?: number;
}
