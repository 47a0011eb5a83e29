// A Markdown file's front matter as text: what lies between its two "---" lines, and around
// them, so that the content check reads it and the editor's page (a module of its own there:
// no imports) writes it back around the lines it did not change.

/** A file split in four, which join back into it: `head + yaml + tail + body`. */
export interface FrontMatterParts {
  /** The first "---" line, with its line break. */
  head: string;
  /** The front matter's lines, without the line break of the last. */
  yaml: string;
  /** That line break and the closing "---" line. */
  tail: string;
  body: string;
}

/** The parts of a file that starts with its front matter; none when it does not. */
export function frontMatterParts(text: string): FrontMatterParts | undefined {
  const match = /^(\uFEFF?---[ \t]*\r?\n)([\s\S]*?)(\r?\n?^---[ \t]*(?:\r?\n|$))/m.exec(text);
  if (!match || match.index !== 0) return undefined;
  const [whole, head, yaml, tail] = match;
  return { head, yaml, tail, body: text.slice(whole.length) };
}
