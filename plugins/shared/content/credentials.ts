// What the schema cannot say of the credentials: that what was issued, awarded, published or
// written is not dated after today, and that a certification expires after its issue; and the
// publications a BibTeX file adds, read by citation-js's parser into the content's own shape.
import fs from 'fs';
import path from 'path';
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import { isAfter, isBefore } from '../../../src/shared/dates';
import type { ContentError } from './errors';
import type { ReferenceProblem } from './references';
import type { Content } from './types';

type Publication = NonNullable<Content['resume']['publications']>[number];

/** The dates of the resume's credentials that cannot be right on `today`. */
export function dateProblems(content: Content, today: string): ReferenceProblem[] {
  const { resume } = content;
  const problems: ReferenceProblem[] = [];
  const past = (list: string, index: number, field: string, date: string, what: string) => {
    if (!isAfter(date, today)) return;
    const message = `${date} is after today (${today}): give the date it was ${what}, once it has been`;
    problems.push({ file: 'resume', path: `/${list}/${index}/${field}`, message });
  };
  resume.certifications?.forEach((entry, index) => {
    past('certifications', index, 'issued', entry.issued, 'issued');
    if (entry.expires && isBefore(entry.expires, entry.issued)) {
      const message = `${entry.expires} is before the date it was issued (${entry.issued}): give the date it stops being valid`;
      problems.push({ file: 'resume', path: `/certifications/${index}/expires`, message });
    }
  });
  resume.awards?.forEach((entry, index) => past('awards', index, 'date', entry.date, 'awarded'));
  resume.publications?.forEach((entry, index) =>
    past('publications', index, 'date', entry.date, 'published'),
  );
  resume.recommendations?.forEach((entry, index) =>
    past('recommendations', index, 'date', entry.date, 'written'),
  );
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

/** A BibTeX entry as a publication, or what it lacks to be one. */
function publicationOf(entry: CslEntry): Publication | string {
  const key = entry['citation-key'] ?? entry.id ?? '';
  const id = idOfKey(key);
  const [parts = []] = entry.issued?.['date-parts'] ?? [];
  const date = parts.map((part, index) => String(part).padStart(index ? 2 : 4, '0')).join('-');
  const authors = (entry.author ?? []).map(
    (name) => name.literal ?? [name.given, name.family].filter(Boolean).join(' '),
  );
  const publisher = entry['container-title'] ?? entry.publisher;
  const missing = [
    !id && 'a citation key',
    !entry.title && 'a title',
    !publisher && 'a journal, booktitle or publisher',
    !/^\d{4}(-\d{2}){0,2}$/.test(date) && 'a year',
    authors.length === 0 && 'an author',
  ].filter(Boolean);
  if (missing.length > 0) return `entry "${key}" needs ${missing.join(', ')} to be listed`;
  const link = entry.URL ?? (entry.DOI && `https://doi.org/${entry.DOI}`);
  return { id, title: entry.title!, publisher: publisher!, date, authors, ...(link && { link }) };
}

/** The publications of the content's bibliography file, or what stops them being read. */
export function readBibliography(
  dir: string,
  content: Content,
): { publications: Publication[]; errors: ContentError[] } {
  const name = content.resume.bibliography;
  if (!name) return { publications: [], errors: [] };
  const file = `content/${name}`;
  const fail = (message: string, line?: number) => ({
    publications: [],
    errors: [{ file, path: '', message, ...(line && { line }) }],
  });
  let text: string;
  try {
    text = fs.readFileSync(path.join(dir, name), 'utf8');
  } catch {
    return {
      publications: [],
      errors: [
        {
          file: 'content/resume.json',
          path: '/bibliography',
          message: `the file ${file} is missing: export it there from your reference manager, or correct the path`,
        },
      ],
    };
  }
  let entries: CslEntry[];
  try {
    entries = new Cite(text, { forceType: '@bibtex/text' }).data as CslEntry[];
  } catch (error) {
    const message = (error as Error).message.split('\n')[0];
    const line = Number(/at line (\d+)/.exec(message)?.[1]) || undefined;
    return fail(`is not BibTeX this site can read: ${message.replace(/ at line.*/, '')}`, line);
  }
  const publications: Publication[] = [];
  const errors: ContentError[] = [];
  const taken = new Set((content.resume.publications ?? []).map(({ id }) => id));
  for (const entry of entries) {
    const publication = publicationOf(entry);
    if (typeof publication === 'string') errors.push({ file, path: '', message: publication });
    else if (taken.has(publication.id)) {
      const message = `entry "${entry['citation-key']}" gives the id "${publication.id}", which another publication has: change its citation key`;
      errors.push({ file, path: '', message });
    } else {
      taken.add(publication.id);
      publications.push(publication);
    }
  }
  return { publications, errors };
}
