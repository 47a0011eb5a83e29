// A content file laid out as Prettier lays out the project's JSON (npm run format), so that what
// the editor saves and what a migration rewrites shows only what changed. Our own: the editor's
// save is synchronous and Prettier 3's format is not. The editor's page loads it as a module of
// its own (plugins/content-editor/editorFiles.ts), so it imports nothing.

/** Prettier's line width for this project (.prettierrc). */
export const PRINT_WIDTH = 100;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: unknown): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Unicode's East Asian Wide and Fullwidth ranges (EastAsianWidth.txt, Unicode 17), as hex
// start-end pairs: the letters Prettier counts as two columns.
const WIDE_RANGES = `1100-115f 231a-231b 2329-232a 23e9-23ec 23f0 23f3 25fd-25fe 2614-2615 2630-2637
2648-2653 267f 268a-268f 2693 26a1 26aa-26ab 26bd-26be 26c4-26c5 26ce 26d4 26ea 26f2-26f3 26f5 26fa
26fd 2705 270a-270b 2728 274c 274e 2753-2755 2757 2795-2797 27b0 27bf 2b1b-2b1c 2b50 2b55 2e80-2e99
2e9b-2ef3 2f00-2fd5 2ff0-303e 3041-3096 3099-30ff 3105-312f 3131-318e 3190-31e5 31ef-321e 3220-3247
3250-a48c a490-a4c6 a960-a97c ac00-d7a3 f900-faff fe10-fe19 fe30-fe52 fe54-fe66 fe68-fe6b ff01-ff60
ffe0-ffe6 16fe0-16fe4 16ff0-16ff6 17000-18cda 18cff-18d20 18d80-18df2 18e00-19191 191a0-191d2
1aff0-1aff3 1aff5-1affb 1affd-1affe 1b000-1b128 1b132 1b150-1b152 1b155 1b164-1b168 1b170-1b2fb
1d300-1d356 1d360-1d376 1f004 1f0cf 1f18e 1f191-1f19a 1f1ae 1f200-1f202 1f210-1f23b 1f240-1f248
1f250-1f251 1f260-1f265 1f300-1f320 1f32d-1f335 1f337-1f37c 1f37e-1f393 1f3a0-1f3ca 1f3cf-1f3d3
1f3e0-1f3f0 1f3f4 1f3f8-1f43e 1f440 1f442-1f4fc 1f4ff-1f53d 1f54b-1f54e 1f550-1f567 1f57a 1f595-1f596
1f5a4 1f5fb-1f64f 1f680-1f6c5 1f6cc 1f6d0-1f6d2 1f6d5-1f6d9 1f6dc-1f6df 1f6eb-1f6ec 1f6f4-1f6fc 1f7da
1f7e0-1f7eb 1f7f0 1f90c-1f93a 1f93c-1f945 1f947-1f9ff 1fa70-1fa7c 1fa80-1fac6 1fac8 1facc-1fadd
1fadf-1faeb 1faef-1fafa 20000-2fffd 30000-3fffd`
  .split(/\s+/)
  .map((range) => range.split('-').map((hex) => parseInt(hex, 16)))
  .map(([start, end = start]) => [start, end] as const);

const isWide = (code: number) => WIDE_RANGES.some(([start, end]) => code >= start && code <= end);

// An emoji (a sequence: flags, skin tones, families) is two columns, as Prettier counts it.
// Built at run time, as TypeScript's target knows no `v` flag; a browser without it (Safari
// before 17, where the editor may run) gets the sequences of pictographs, close enough.
const EMOJI = (() => {
  try {
    return new RegExp('\\p{RGI_Emoji}', 'gv');
  } catch {
    return /\p{RI}\p{RI}|\p{Extended_Pictographic}\uFE0F?\p{EMod}?(?:\u200D\p{Extended_Pictographic}\uFE0F?\p{EMod}?)*/gu;
  }
})();
const ZERO_WIDTH_MARK = /[\p{Mn}\p{Me}]/u;
// Every emoji sequence holds a code point past ASCII with the Emoji property, or a keycap's mark
// (U+20E3): a text without one skips the pattern above, whose thousands of sequences run slowly
// in a process that has run much before it (a test worker after many files).
const MAY_HOLD_EMOJI = /\u20e3|(?![\0-\x7f])\p{Emoji}/u;

/** Columns a text takes, as Prettier counts them: emoji and wide letters two, marks none. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of MAY_HOLD_EMOJI.test(text) ? text.replace(EMOJI, '  ') : text) {
    const code = char.codePointAt(0) ?? 0;
    const control = code <= 0x1f || (code >= 0x7f && code <= 0x9f);
    if (control || ZERO_WIDTH_MARK.test(char)) continue;
    width += isWide(code) ? 2 : 1;
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
    // Prettier keeps a list of two or more lists of two or more items open, even when it fits.
    const listOfLists =
      value.length > 1 && value.every((item) => Array.isArray(item) && item.length > 1);
    if (oneLine !== null && !listOfLists && column + textWidth(oneLine) + after <= PRINT_WIDTH) {
      return oneLine;
    }
    if (value.length > 1 && value.every((item) => typeof item === 'number')) {
      return `[\n${filled(value as number[], inner)}\n${indent}]`;
    }
    const lines = value.map(
      (item, index) =>
        `${inner}${print(item, inner, inner.length, index < value.length - 1 ? 1 : 0)}`,
    );
    return `[\n${lines.join(',\n')}\n${indent}]`;
  }
  return JSON.stringify(value);
}

/**
 * Numbers laid out as Prettier fills a list of numbers: as many on a line as fit, each with its
 * comma; the next one joins the line when it and the one before it fit from where that one starts.
 */
function filled(numbers: readonly number[], indent: string): string {
  const texts = numbers.map((number, index) =>
    index < numbers.length - 1 ? `${JSON.stringify(number)},` : JSON.stringify(number),
  );
  let text = `${indent}${texts[0]}`;
  let start = indent.length;
  for (let index = 1; index < texts.length; index += 1) {
    const previous = texts[index - 1];
    if (start + previous.length + 1 + texts[index].length <= PRINT_WIDTH) {
      text += ` ${texts[index]}`;
      start += previous.length + 1;
    } else {
      text += `\n${indent}${texts[index]}`;
      start = indent.length;
    }
  }
  return text;
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
