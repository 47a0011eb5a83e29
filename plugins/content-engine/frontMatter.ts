// A post's front matter: the YAML between its two "---" lines, read with each field's line in
// the file, checked against content/schemas/post.schema.json (through the content check's ajv)
// and by the rules no schema says of one file (a series without its order, a translation giving
// more than its texts).
import { LineCounter, parseDocument, isMap, isSeq, isScalar, type Node as YamlNode } from 'yaml';
import type { ContentError } from './errors';
import { wordAjvError } from './errorWording';
import { frontMatterParts } from './frontMatterText';
import { lineOf, pointerToken, type SourcePosition } from './jsonSource';

export const TRANSLATED = ['title', 'summary', 'series', 'cover'];

export interface PostFront {
  title: string;
  date: string;
  updated?: string;
  summary: string;
  tags?: string[];
  series?: string;
  seriesOrder?: number;
  cover?: { src: string; alt: string };
  canonical?: string;
  draft?: boolean;
}

/** Compiles the post schema with the content check's own ajv: its keywords and formats. */
export type Compile = (
  schema: object,
  text: string,
) => (value: unknown) => {
  valid: boolean;
  errors: Parameters<typeof wordAjvError>[0][];
};

export interface ReadFile {
  front?: Record<string, unknown>;
  body: string;
  positions: Map<string, SourcePosition>;
  errors: ContentError[];
}

/** A Markdown file's front matter, parsed with each field's line, and its body. */
export function readFrontMatter(text: string, file: string): ReadFile {
  const positions = new Map<string, SourcePosition>();
  const parts = frontMatterParts(text);
  if (!parts) {
    const message =
      'a post starts with its front matter between two "---" lines: title, date and summary at least';
    return { body: text, positions, errors: [{ file, path: '', message, line: 1 }] };
  }
  const lineCounter = new LineCounter();
  const document = parseDocument(parts.yaml, {
    lineCounter,
    uniqueKeys: true,
    prettyErrors: false,
  });
  // Lines within the front matter, which starts on the file's second line.
  const lineAt = (offset: number) => lineCounter.linePos(offset).line;
  const { body } = parts;
  const errors = document.errors.map((error): ContentError => ({
    file,
    path: '',
    // The mistake an owner makes most: a text with ": " in it, which YAML reads as a field.
    message: /compact mappings|implicit key/i.test(error.message)
      ? 'a text with ": " in it must be written in quotes: title: "Part 1: the start"'
      : `the front matter is not YAML that can be read: ${error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`,
    line: lineAt(error.pos[0]) + 1,
  }));
  if (errors.length) return { body, positions, errors };
  const visit = (node: unknown, pointer: string) => {
    const items = isMap(node) ? node.items : isSeq(node) ? node.items : [];
    items.forEach((item, index) => {
      const pair = isMap(node) ? (item as { key: unknown; value: unknown }) : undefined;
      const key = pair ? String(isScalar(pair.key) ? pair.key.value : '') : String(index);
      const where = `${pointer}/${pointerToken(key)}`;
      const placed = (pair ? pair.key : item) as YamlNode | null;
      if (placed?.range) positions.set(where, { line: lineAt(placed.range[0]), column: 1 });
      visit(pair ? pair.value : item, where);
    });
  };
  visit(document.contents, '');
  const front = (document.toJS() as unknown) ?? {};
  if (typeof front !== 'object' || Array.isArray(front)) {
    const message = 'the front matter must hold fields, one per line: title: My first post';
    return { body, positions, errors: [{ file, path: '', message, line: 2 }] };
  }
  return { front: front as Record<string, unknown>, body, positions, errors };
}

/** The line of a field of the front matter, counted in the whole file (after the first "---"). */
export const lineIn = (positions: Map<string, SourcePosition>, pointer: string) => {
  const line = lineOf(positions, pointer);
  return line === undefined ? undefined : line + 1;
};

export function checkFront(
  read: ReadFile,
  file: string,
  validate: ReturnType<Compile>,
  translation: boolean,
  defaults: { cover?: boolean; series?: boolean } = {},
): ContentError[] {
  if (!read.front) return read.errors;
  const errors: ContentError[] = [];
  const { front, positions } = read;
  const at = (pointer: string, message: string, found?: string): ContentError => ({
    file,
    path: pointer,
    message,
    ...(found !== undefined && { found }),
    line: lineIn(positions, pointer) ?? 2,
  });
  if (translation) {
    for (const field of Object.keys(front)) {
      if (!TRANSLATED.includes(field)) {
        errors.push(
          at(
            `/${pointerToken(field)}`,
            `a translation gives only the post's texts (${TRANSLATED.join(', ')}); "${field}" is the default's: remove it here`,
          ),
        );
      }
    }
    const cover = front.cover as Record<string, unknown> | undefined;
    if (cover && (typeof cover !== 'object' || Object.keys(cover).some((key) => key !== 'alt'))) {
      errors.push(at('/cover', 'a translation gives only the cover\'s text: cover: { alt: "…" }'));
    } else if (cover && !defaults.cover) {
      errors.push(at('/cover', 'the post has no cover in content/posts/: remove it here'));
    }
    if (front.series !== undefined && !defaults.series) {
      errors.push(at('/series', 'the post is in no series in content/posts/: remove it here'));
    }
    // Each text given is a text, as the default's must be.
    const texts = {
      title: front.title,
      summary: front.summary,
      series: front.series,
      alt: cover?.alt,
    };
    for (const [field, value] of Object.entries(texts)) {
      if (value !== undefined && (typeof value !== 'string' || !value.trim())) {
        const pointer = field === 'alt' ? '/cover/alt' : `/${field}`;
        errors.push(at(pointer, 'must be a text, not empty', JSON.stringify(value)));
      }
    }
    // Top to bottom, as the owner reads the file.
    return errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  }
  const result = validate(front);
  if (!result.valid) {
    const seen = new Set<string>();
    for (const { locate, ...plain } of result.errors
      .filter((error) => error.keyword !== 'if')
      .map(wordAjvError)) {
      const key = `${plain.path}\n${plain.message}`;
      if (!seen.has(key)) errors.push({ file, ...plain, line: lineIn(positions, locate) ?? 2 });
      seen.add(key);
    }
    return errors;
  }
  const post = front as unknown as PostFront;
  if (post.series !== undefined && post.seriesOrder === undefined) {
    errors.push(
      at('/series', 'a post in a series needs its place in it: seriesOrder: 1 for the first part'),
    );
  }
  if (post.seriesOrder !== undefined && post.series === undefined) {
    errors.push(
      at('/seriesOrder', 'is a place in a series, and the post names none: add series: <its name>'),
    );
  }
  if (post.updated !== undefined && post.updated < post.date) {
    errors.push(
      at('/updated', `is before the post's date, ${post.date}`, JSON.stringify(post.updated)),
    );
  }
  return errors;
}
