// A kind of entry the owner may list in resume.json beyond the resume's four sections (a
// certification, an award…), declared once: its nodes, the rules its schema cannot state, the
// part of the pages it belongs to, and what the CV, JSON Resume and the Person's JSON-LD make of
// it. The content engine, the parts' words and bundles, the CV and the structured data read the
// declarations (./index.ts); none of them names a kind.
import type { ResumeFile } from '../contentTypes';
import { formatDate, isAfter } from '../dates';
import type { Messages } from '../i18n';
import type { PartName } from '../parts';

/** resume.json's lists of entries that a kind may be. */
export type ListName = {
  [K in keyof ResumeFile]-?: NonNullable<ResumeFile[K]> extends readonly object[] ? K : never;
}[keyof ResumeFile];

type EntryOf<L extends ListName> = NonNullable<ResumeFile[L]>[number];

/** An entry's fields that hold a picture ({ src, alt }). */
type PictureField<E> = {
  [K in keyof E]-?: NonNullable<E[K]> extends { src: string; alt: string } ? K : never;
}[keyof E] &
  string;

/** A piece of a CV line: text, a link, or text set apart (a word that warns, the authors). */
export type CvText = string | { text: string; link: string } | { text: string; set: 'warn' | 'by' };

/** An entry as the CV draws it: its name in bold (a link when given) with its facts after it,
 *  then one line, of details (muted) or of its summary. */
export interface CvEntry {
  name: string;
  link?: string;
  facts: readonly string[];
  line?: { of: 'details' | 'summary'; parts: readonly CvText[] };
}

/** A problem of one entry: the field that is wrong, and what to do, in the owner's words. */
export interface EntryProblem {
  field: string;
  message: string;
}

/** A date the content gives that is after the build's day: nothing can have happened then. */
export const notYet = (date: string, today: string, what: string) =>
  `${date} is after today (${today}): correct the date, or list it once it has been ${what}`;

interface Common<L extends ListName, S extends EntryOf<L>> {
  /** The list in resume.json. */
  list: L;
  /** Its nodes' GraphQL type: the schema's "x-graphql-type" of the list's entries. */
  type: string;
  /** The part of the pages it belongs to (../parts.ts), and the component that draws it there,
   *  by its path under src/components/. */
  part: PartName;
  component: string;
  /** Its own section on the resume page, whose anchor is the list's name. */
  onResume: boolean;
  /** Its fields that hold a date: its nodes also give them in their language's words. */
  dates?: readonly (keyof EntryOf<L> & string)[];
  /** Its fields that hold a picture ({ src, alt }), whose file the content check looks at. */
  pictures?: readonly PictureField<EntryOf<L>>[];
  /** Fields its nodes hold beyond the content's, by GraphQL type. */
  computed?: Record<string, string>;
  /** Its date that must not be after the build's day, and what the entry then has been. */
  past?: { field: keyof EntryOf<L> & string; what: string };
  /** What else the content check finds wrong in an entry. */
  problems?(entry: EntryOf<L>): EntryProblem[];
  /** Its section in the CV: the heading, and each entry's line. */
  cv?: {
    title(words: Messages): string;
    entry(entry: S, words: Messages, date: (date: string) => string): CvEntry;
  };
  /** Its section in JSON Resume (jsonresume.org, schema 1.0.0), each entry in its words, or
   *  null for one it cannot state. */
  jsonResume?: { section: string; entry(entry: S, words: Messages): object | null };
  /** The Person's property in schema.org that lists it, each entry's value. */
  jsonLd?: { property: string; value(entry: S): unknown };
}

/** The entries a reader is shown on the build's day, as the pages and outputs give them: all of
 *  them unless the kind says, which it must when it adds fields to them (S). */
type Shown<L extends ListName, S extends EntryOf<L>> = {
  shown(entries: readonly EntryOf<L>[], resume: ResumeFile): S[];
};

type Declaration<L extends ListName, S extends EntryOf<L>> = Common<L, S> &
  ([EntryOf<L>] extends [S] ? Partial<Shown<L, S>> : Shown<L, S>);

/** A declared kind, as the code that reads it needs it: no entry's type. */
export interface Kind {
  list: ListName;
  type: string;
  part: PartName;
  component: string;
  onResume: boolean;
  dates?: readonly string[];
  pictures: readonly string[];
  computed?: Record<string, string>;
  /** Whether the content lists any (shown or not). */
  listed(resume: ResumeFile): boolean;
  shown(resume: ResumeFile): object[];
  /** An entry as its node holds it on the build's day, or null when no reader is shown it. */
  node(entry: object, resume: ResumeFile): object | null;
  problems(resume: ResumeFile, today: string): { path: string; message: string }[];
  cv?: {
    title(words: Messages): string;
    entries(resume: ResumeFile, words: Messages, lang: string): CvEntry[];
  };
  jsonResume?: {
    section: string;
    entries(resume: ResumeFile, words: Messages): object[];
  };
  jsonLd?: { property: string; values(resume: ResumeFile): unknown[] };
}

/** A date in `lang`'s words, kept on one line: "September 2023" is never split at a line's end. */
export const dateIn = (lang: string) => (date: string) =>
  formatDate(date, lang).replace(/ /g, '\u00a0');

/** A kind as declared, whose shown entries keep their type. */
export type KindOf<S> = Omit<Kind, 'shown'> & { shown(resume: ResumeFile): S[] };

export function declareKind<L extends ListName, S extends EntryOf<L> = EntryOf<L>>(
  kind: Declaration<L, S>,
): KindOf<S> {
  const entries = (resume: ResumeFile) => (resume[kind.list] ?? []) as readonly EntryOf<L>[];
  const shown = (resume: ResumeFile): S[] =>
    kind.shown ? kind.shown(entries(resume), resume) : (entries(resume) as S[]);
  const { cv, jsonResume, jsonLd, past } = kind;
  return {
    list: kind.list,
    type: kind.type,
    part: kind.part,
    component: kind.component,
    onResume: kind.onResume,
    dates: kind.dates,
    pictures: kind.pictures ?? [],
    computed: kind.computed,
    listed: (resume) => entries(resume).length > 0,
    shown,
    node: (entry, resume) =>
      kind.shown ? (kind.shown([entry as EntryOf<L>], resume)[0] ?? null) : entry,
    problems: (resume, today) =>
      entries(resume).flatMap((entry, index) => {
        const at = (field: string) => `/${kind.list}/${index}/${field}`;
        const date = past ? (entry[past.field] as string) : undefined;
        const future =
          past && date && isAfter(date, today)
            ? [{ path: at(past.field), message: notYet(date, today, past.what) }]
            : [];
        const own = (kind.problems?.(entry) ?? []).map(({ field, message }) => ({
          path: at(field),
          message,
        }));
        return [...future, ...own];
      }),
    ...(cv && {
      cv: {
        title: cv.title,
        entries: (resume, words, lang) =>
          shown(resume).map((entry) => cv.entry(entry, words, dateIn(lang))),
      },
    }),
    ...(jsonResume && {
      jsonResume: {
        section: jsonResume.section,
        entries: (resume, words) =>
          shown(resume).flatMap((entry) => jsonResume.entry(entry, words) ?? []),
      },
    }),
    ...(jsonLd && {
      jsonLd: {
        property: jsonLd.property,
        values: (resume) => shown(resume).map(jsonLd.value),
      },
    }),
  };
}
