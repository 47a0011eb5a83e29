// What a change of the content's format ships with: a migration that takes content from the
// format before it to its own, reading and writing the files through ContentFiles.

/** The content folder as a migration sees it: files by their path inside content/. */
export interface ContentFiles {
  /** The file's text, as the migrations before this one left it; undefined when absent. */
  read(file: string): string | undefined;
  write(file: string, text: string): void;
  /** The names of the folders in a folder ('translations' lists the languages). */
  folders(folder: string): string[];
}

export interface Migration {
  /** The format the content is in once migrated: the one before it, plus one. */
  to: number;
  /** What it does, in one line an owner reads in the terminal. */
  summary: string;
  /**
   * Rewrites what it must, and nothing else, in the layout each file already has. Content
   * already in its format is left as it is (a second run changes nothing), and no value is
   * dropped: a value it cannot place stays where it was, for the content check to report.
   */
  migrate(files: ContentFiles): void;
}
