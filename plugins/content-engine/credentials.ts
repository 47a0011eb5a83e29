// What the schema cannot say of the declared kinds' entries (src/shared/kinds: a date not yet
// come, a certification that expires before its issue) and that the bibliography file is there;
// and the publications that file adds, read by citation-js's parser into the content's own shape.
import fs from 'fs';
import path from 'path';
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import { isAfter } from '../../src/shared/dates';
import { KINDS } from '../../src/shared/kinds';
import { notYet } from '../../src/shared/kinds/kind';
import type { ContentError } from './errors';
import type { ReferenceProblem } from './references';
import type { Content } from './types';

type Publication = NonNullable<Content['resume']['publications']>[number];

/** The kinds' entries that cannot be right on `today`, and a missing bibliography file. */
export function credentialProblems(dir: string, content: Content, today: string) {
  const { resume } = content;
  const problems: ReferenceProblem[] = KINDS.flatMap((kind) =>
    kind.problems(resume, today).map((problem) => ({ file: 'resume' as const, ...problem })),
  );
  const { bibliography } = resume;
  if (bibliography && !fs.existsSync(path.join(dir, bibliography))) {
    const message = `the file content/${bibliography} is missing: export it there from your reference manager, or correct the path`;
    problems.push({ file: 'resume', path: '/bibliography', message });
  }
  return problems;
}

interface CslEntry {
  'citation-key'?: string;
  id?: string;
  title?: string;
  'container-title'?: string;
  publisher?: string;
  issued?: { 'date-parts'?: number[][] };
  author?: { given?: string; family?: string; literal?: string }[];
  URL?: string;
  DOI?: string;
}

const idOfKey = (key: string) =>
  key
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** 'a, b and c'. */
const listed = (words: string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** A BibTeX entry as a publication, or what it lacks to be one. */
function publicationOf(entry: CslEntry, key: string): Publication | string {
  const id = idOfKey(key);
  const [parts = []] = entry.issued?.['date-parts'] ?? [];
  const date = parts.map((part, index) => String(part).padStart(index ? 2 : 4, '0')).join('-');
  const authors = (entry.author ?? []).map(
    (name) => name.literal ?? [name.given, name.family].filter(Boolean).join(' '),
  );
  const publisher = entry['container-title'] ?? entry.publisher;
  const missing = [
    !id && 'a citation key of letters or digits',
    !entry.title && 'a title',
    authors.length === 0 && 'an author',
    !/^\d{4}(-\d{2}){0,2}$/.test(date) && 'a year',
    !publisher && 'a venue (journal, booktitle or publisher)',
  ].filter((word): word is string => Boolean(word));
  if (missing.length > 0) return `entry "${key}" needs ${listed(missing)} to be listed`;
  const link = entry.URL ?? (entry.DOI && `https://doi.org/${entry.DOI}`);
  return { id, title: entry.title!, publisher: publisher!, date, authors, ...(link && { link }) };
}

/** The line an entry of `text` starts on, found by its citation key. */
function lineOfEntry(text: string, key: string): number | undefined {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const at = text.search(new RegExp(`@\\w+\\s*[{(]\\s*${escaped}\\s*,`));
  return at < 0 ? undefined : text.slice(0, at).split('\n').length;
}

// The parser's names for what it met, in the words of the file.
const TOKEN_WORDS: Record<string, string> = {
  rbrace: '"}"',
  lbrace: '"{"',
  comma: '","',
  equals: '"="',
  quote: 'a double quote',
  identifier: 'a field name',
  label: 'a word',
  number: 'a number',
  EOF: 'the end of the file',
};
const inWords = (token: string) => TOKEN_WORDS[token.replace(/"/g, '')] ?? token;

/** citation-js's parse error as an owner reads it: what it expected, and where. */
function syntaxProblem(error: Error): Omit<ContentError, 'file' | 'path'> {
  const first = error.message.split('\n')[0];
  const [, line, column] = /at line (\d+) col (\d+)/.exec(first) ?? [];
  const [, wanted, got] = /expected ("\w+"), got ("\w+"|EOF)/.exec(first) ?? [];
  const what = wanted ? `: expected ${inWords(wanted)}, found ${inWords(got)}` : '';
  return {
    message: `invalid BibTeX${what}; a comma, brace or quote may be missing here or before`,
    ...(line && { line: Number(line), column: Number(column) }),
  };
}

/** The publications of the content's bibliography file, or what stops them being read. */
export function readBibliography(
  dir: string,
  content: Content,
  today: string,
): { publications: Publication[]; errors: ContentError[] } {
  const name = content.resume.bibliography;
  if (!name) return { publications: [], errors: [] };
  const file = `content/${name}`;
  const fail = (problem: Omit<ContentError, 'file' | 'path'>) => ({
    publications: [],
    errors: [{ file, path: '', ...problem }],
  });
  let text: string;
  try {
    text = fs.readFileSync(path.join(dir, name), 'utf8');
  } catch {
    return fail({ message: 'cannot be read: export it again from your reference manager' });
  }
  let entries: CslEntry[];
  try {
    entries = new Cite(text, { forceType: '@bibtex/text' }).data as CslEntry[];
  } catch (error) {
    return fail(syntaxProblem(error as Error));
  }
  if (entries.length === 0) {
    return fail({ message: 'holds no BibTeX entry, such as @article{key, …}: export it again' });
  }
  const publications: Publication[] = [];
  const errors: ContentError[] = [];
  const listedIds = new Set((content.resume.publications ?? []).map(({ id }) => id));
  const taken = new Set(listedIds);
  for (const entry of entries) {
    const key = entry['citation-key'] ?? entry.id ?? '';
    const line = lineOfEntry(text, key);
    const problem = (message: string) =>
      errors.push({ file, path: '', message, ...(line && { line }) });
    const publication = publicationOf(entry, key);
    if (typeof publication === 'string') problem(publication);
    else if (taken.has(publication.id)) {
      const other = listedIds.has(publication.id)
        ? 'a publication in content/resume.json'
        : 'an entry above it';
      problem(
        `entry "${key}" gives the id "${publication.id}", which ${other} has: change its citation key`,
      );
    } else if (isAfter(publication.date, today)) {
      problem(`entry "${key}": ${notYet(publication.date, today, 'published')}`);
    } else {
      taken.add(publication.id);
      publications.push(publication);
    }
  }
  return { publications, errors };
}
