// Where a text a page shows comes from in the owner's content: the file and the field (a JSON
// pointer) that hold it, in the page's language or the default one, so that a failure of the
// content lane tells the owner what to change, not only where the page breaks.
import fs from 'fs';
import path from 'path';
import { squash } from './page';
import { CONTENT_DIR } from './site';

interface Place {
  file: string;
  pointer: string;
  text: string;
}

/** Every text of a content file, with its JSON pointer. */
function textsOf(file: string): Place[] {
  const places: Place[] = [];
  const walk = (value: unknown, pointer: string) => {
    if (typeof value === 'string') places.push({ file, pointer, text: squash(value) });
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, `${pointer}/${key}`);
    }
  };
  walk(JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), 'utf8')), '');
  return places;
}

/** The lines of the case studies' Markdown, as places in their files. */
function markdownLines(file: string): Place[] {
  return fs
    .readFileSync(path.join(CONTENT_DIR, file), 'utf8')
    .split('\n')
    .map((line, index) => ({
      file,
      pointer: `line ${index + 1}`,
      text: squash(line.replace(/^[#>*\-\d.\s]+/, '').replace(/[*_`[\]]|\(http[^)]*\)/g, '')),
    }))
    .filter((place) => place.text.length > 2);
}

/** The fields of a BibTeX file's entries (a publication's title, venue, authors), by line. */
function bibliographyLines(file: string): Place[] {
  const lines = fs.readFileSync(path.join(CONTENT_DIR, file), 'utf8').split('\n');
  return lines.flatMap((line, index) => {
    const value = /^\s*\w+\s*=\s*(.*)$/.exec(line)?.[1];
    // The value as a page shows it: without its braces, quotes or comma.
    const text = squash((value ?? '').replace(/[{}"]|,\s*$/g, ''));
    return text.length > 2 ? [{ file, pointer: `line ${index + 1}`, text }] : [];
  });
}

let every: Place[] | undefined;

/** Every text of the content, default and translations, JSON, Markdown and BibTeX. */
function places(): Place[] {
  if (every) return every;
  const files = fs
    .readdirSync(CONTENT_DIR, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !file.startsWith('schemas/') && file !== 'format.json');
  every = [
    ...files.filter((file) => file.endsWith('.json')).flatMap(textsOf),
    ...files.filter((file) => file.endsWith('.md')).flatMap(markdownLines),
    ...files.filter((file) => file.endsWith('.bib')).flatMap(bibliographyLines),
  ];
  return every;
}

/**
 * The content that `shown` (a text of the page) comes from: 'content/projects.json
 * /projects/0/title', or null when it cannot be told. The same text first; else the longest
 * content text that `shown` holds (a title in a heading with more words); else a long text
 * that holds `shown` (a line of a case study's paragraph).
 */
export function whereFrom(shown: string): string | null {
  const text = squash(shown);
  if (text.length < 3) return null;
  const all = places();
  const longest = (list: Place[]) => list.sort((a, b) => b.text.length - a.text.length)[0];
  const found =
    all.find((place) => place.text === text) ??
    longest(all.filter((place) => place.text.length > 2 && text.includes(place.text))) ??
    (text.length >= 20 ? longest(all.filter((place) => place.text.includes(text))) : undefined);
  return found ? `content/${found.file} ${found.pointer}` : null;
}

/** `message` followed by where its text comes from in the content, when that can be told. */
export function withSource(message: string, shown: string): string {
  const source = whereFrom(shown);
  return source ? `${message} (from ${source})` : message;
}
