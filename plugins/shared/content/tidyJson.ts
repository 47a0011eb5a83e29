// A content file laid out as Prettier lays out the project's JSON (npm run format), so that what
// the editor saves and what a migration rewrites shows only what changed. Our own: the editor's
// save is synchronous and Prettier 3's format is not. The editor's page loads it as a module of
// its own (plugins/content-editor/editorFiles.ts), so it imports nothing.

/** Prettier's line width for this project (.prettierrc). */
export const PRINT_WIDTH = 100;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: unknown): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Columns a text takes, as Prettier counts them: wide East Asian letters two, marks none. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text.replace(/\p{M}/gu, '')) {
    const code = char.codePointAt(0) ?? 0;
    const wide =
      (code >= 0x1100 && code <= 0x115f) ||
      (code >= 0x2e80 && code <= 0xa4cf && code !== 0x303f) ||
      (code >= 0xac00 && code <= 0xd7a3) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xfe30 && code <= 0xfe4f) ||
      (code >= 0xff00 && code <= 0xff60) ||
      (code >= 0xffe0 && code <= 0xffe6) ||
      /\p{Extended_Pictographic}/u.test(char) ||
      (code >= 0x20000 && code <= 0x3fffd);
    width += wide ? 2 : 1;
  }
  return width;
}

/** A value on one line, or null when it has an object in it (Prettier keeps those open). */
function flat(value: Json): string | null {
  if (isObject(value)) return Object.keys(value).length === 0 ? '{}' : null;
  if (Array.isArray(value)) {
    const items = value.map(flat);
    return items.some((item) => item === null) ? null : `[${items.join(', ')}]`;
  }
  return JSON.stringify(value);
}

/**
 * `value` written from column `column` with `indent` spaces of nesting; `after` is how many
 * characters follow it on its line (a comma).
 */
function print(value: Json, indent: string, column: number, after: number): string {
  const inner = `${indent}  `;
  if (isObject(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0) return '{}';
    const lines = keys.map((key, index) => {
      const head = `${JSON.stringify(key)}: `;
      const comma = index < keys.length - 1 ? 1 : 0;
      return `${inner}${head}${print(value[key], inner, inner.length + textWidth(head), comma)}`;
    });
    return `{\n${lines.join(',\n')}\n${indent}}`;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const oneLine = flat(value);
    if (oneLine !== null && column + textWidth(oneLine) + after <= PRINT_WIDTH) return oneLine;
    const lines = value.map(
      (item, index) =>
        `${inner}${print(item, inner, inner.length, index < value.length - 1 ? 1 : 0)}`,
    );
    return `[\n${lines.join(',\n')}\n${indent}]`;
  }
  return JSON.stringify(value);
}

/** The file's text: `value` as Prettier writes JSON, ending with a newline. */
export function tidyJson(value: unknown): string {
  return `${print(value as Json, '', 0, 0)}\n`;
}

/**
 * `value` without the blanks a form leaves: empty texts, and the lists and objects that hold
 * nothing else. What is left out is what the owner left empty; the content check says whether
 * the file still has all it needs.
 */
export function withoutBlanks(value: unknown): unknown | undefined {
  if (Array.isArray(value)) {
    // An emptied entry keeps its place (a translation's entries match the default's by it).
    return value
      .map((item) => withoutBlanks(item) ?? (isObject(item) ? {} : undefined))
      .filter((item) => item !== undefined);
  }
  if (isObject(value)) {
    const kept = Object.entries(value)
      .map(([key, inner]) => [key, withoutBlanks(inner)] as const)
      .filter(([, inner]) => inner !== undefined)
      .filter(([, inner]) => !(Array.isArray(inner) && inner.length === 0));
    return kept.length === 0 ? undefined : Object.fromEntries(kept);
  }
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}
