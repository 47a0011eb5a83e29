// JSON with the place of every value, so that a content error can name its line. JSON.parse
// gives the value; jsonc-parser (strict: no comments, no trailing commas) gives the positions
// and the first syntax error's code, which we turn into plain words.
import fs from 'fs';
import { visit, type JSONPath } from 'jsonc-parser';
import type { ContentError } from './errors';
import { wordSyntaxError, type Open } from './jsonSyntaxWording';

/** A place in a file: 1-based line and column. */
export interface SourcePosition {
  line: number;
  column: number;
}

/** A field that appears twice in one object (JSON.parse would silently keep the last one). */
export interface DuplicateKey {
  /** JSON pointer of the object holding the field. */
  path: string;
  key: string;
  position: SourcePosition;
}

export type JsonParseResult =
  | {
      ok: true;
      value: unknown;
      /** Position of each value by JSON pointer ('' is the whole document); for an object's
       *  field, the position of its name. */
      positions: Map<string, SourcePosition>;
      duplicateKeys: DuplicateKey[];
    }
  | { ok: false; message: string; position: SourcePosition };

/** Escapes one reference token of a JSON pointer (RFC 6901). */
export function pointerToken(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

const pointer = (path: JSONPath) => path.map((key) => `/${pointerToken(key)}`).join('');

/** Line and column (both 1-based) of a character offset in `text`. */
function positionAt(text: string, offset: number): SourcePosition {
  const before = text.slice(0, offset).split(/\r\n|\r|\n/);
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/** Parses `text` as JSON, keeping the position of every value, or explains the first error. */
export function parseJson(text: string): JsonParseResult {
  const positions = new Map<string, SourcePosition>();
  const duplicateKeys: DuplicateKey[] = [];
  const open: (Open & { keys: Set<string> })[] = [];
  let problem: [message: string, offset: number] | undefined;
  const at = (line: number, character: number) => ({ line: line + 1, column: character + 1 });
  // An array item's (or the whole file's) position; an object's field has its name's.
  const item = (line: number, character: number, path: () => JSONPath) => {
    const where = path();
    if (where.length === 0 || typeof where.at(-1) === 'number') {
      positions.set(pointer(where), at(line, character));
    }
  };
  const begin =
    (bracket: Open['bracket']) =>
    (_offset: number, _length: number, line: number, character: number, path: () => JSONPath) => {
      item(line, character, path);
      open.push({ bracket, line: line + 1, key: '', keys: new Set() });
    };
  // The error for a missing bracket comes after its end event: remember what it left open.
  let unclosed: Open | undefined;
  const end = (_offset: number, length: number) => {
    const closed = open.pop();
    if (length === 0) unclosed ??= closed;
  };
  visit(
    text,
    {
      onObjectBegin: begin('{'),
      onArrayBegin: begin('['),
      onObjectEnd: end,
      onArrayEnd: end,
      onLiteralValue: (_value, _offset, _length, line, character, path) =>
        item(line, character, path),
      onObjectProperty: (key, _offset, _length, line, character, path) => {
        const object = open[open.length - 1];
        object.key = key;
        // JSON.parse keeps the last of two same-named fields: so do the positions within.
        if (object.keys.has(key)) {
          duplicateKeys.push({ path: pointer(path()), key, position: at(line, character) });
        } else positions.set(pointer([...path(), key]), at(line, character));
        object.keys.add(key);
      },
      onError: (code, offset, length) => {
        if (problem) return;
        const before = text.slice(0, offset).trimEnd();
        const top = open.at(-1);
        const [char, token] = [text[offset], text.slice(offset, offset + length)];
        const expectsKey = top?.bracket === '{' && /[{,]$/.test(before);
        const context = { text, offset, top, unclosed, char, token, before, expectsKey };
        problem = wordSyntaxError(code, context);
      },
    },
    { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
  );
  // JSON.parse gives the value, and has the last word on what JSON is.
  if (!problem) {
    try {
      return { ok: true, value: JSON.parse(text), positions, duplicateKeys };
    } catch (error) {
      problem = [`not valid JSON (${(error as Error).message})`, 0];
    }
  }
  return { ok: false, message: problem[0], position: positionAt(text, problem[1]) };
}

const BOM_MESSAGE =
  'the file starts with an invisible byte-order mark (BOM) that the site cannot read: save it as "UTF-8", not "UTF-8 with BOM"';

export type ParsedFile = { text: string; json: Extract<JsonParseResult, { ok: true }> };

/** A JSON file's text and parsed value, or the error that says why it cannot be had; `what`
 *  says why the site needs it, should it be missing. */
export function readJson(
  file: string,
  label: string,
  what: string,
): ParsedFile | { error: ContentError } {
  const problem = (message: string, at?: SourcePosition) => ({
    error: { file: label, path: '', message, ...at },
  });
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT'
      ? problem(`file is missing: the site needs ${what}`)
      : problem(`file cannot be read (${code ?? String(error)})`);
  }
  // Gatsby's JSON reader and JSON.parse (which reads the schemas) fail on a byte-order mark,
  // which some editors add.
  if (text.startsWith('\ufeff')) return problem(BOM_MESSAGE, { line: 1, column: 1 });
  const json = parseJson(text);
  return json.ok ? { text, json } : problem(`invalid JSON: ${json.message}`, json.position);
}

/** The position of `pointer`, or of its nearest ancestor that has one. */
export function lineOf(
  positions: Map<string, SourcePosition>,
  pointer: string,
): number | undefined {
  for (let at = pointer; ; at = at.slice(0, at.lastIndexOf('/'))) {
    if (positions.has(at) || at === '') return positions.get(at)?.line;
  }
}
