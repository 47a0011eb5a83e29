// JSON with the place of every value, so that a content error can name its line. JSON.parse
// decides what is valid (momoa also takes line breaks inside text); @humanwhocodes/momoa gives
// the positions, duplicate fields and tokens; the plain-words syntax messages are ours.
import { parse, tokenize, type AnyNode, type Token } from '@humanwhocodes/momoa';

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

type SyntaxProblem = [message: string, offset: number];

/** Escapes one reference token of a JSON pointer (RFC 6901). */
export function pointerToken(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Line and column (both 1-based) of a character offset in `text`. */
export function positionAt(text: string, offset: number): SourcePosition {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

const at = ({ line, column }: SourcePosition): SourcePosition => ({ line, column });
const shown = (char: string | undefined) =>
  char === undefined ? 'the end of the file' : JSON.stringify(char);
const NUMBER_CHARS = /[-+.\deE]/;

/** A character the tokenizer stopped at, explained from the text around it. */
function characterProblem(text: string, offset: number): SyntaxProblem {
  const char = text[offset];
  // Where the string the character is in starts (-1: it is in none).
  let quote = -1;
  for (let i = 0; i < offset; i += 1) {
    if (text[i] === '\\' && quote >= 0) i += 1;
    else if (text[i] === '"') quote = quote >= 0 ? -1 : i;
  }
  if (quote >= 0 && char === undefined) {
    return ['this text is never closed: a closing " is missing', quote];
  }
  if (quote >= 0) {
    const backslash = text.lastIndexOf('\\', offset);
    const escaped = text[backslash + 1];
    return escaped === 'u'
      ? ['"\\u" must be followed by four hex digits', backslash]
      : [`"\\${escaped}" is not allowed in a text — write "\\\\" for a backslash`, backslash];
  }
  // The structure before the character: every string emptied.
  const outside = text
    .slice(0, offset)
    .replace(/\\./g, '')
    .replace(/"[^"]*"/g, '""');
  const isKey = /[{,]\s*$/.test(outside) && openBrackets(outside).at(-1)?.[0] === '{';
  const word = /^[A-Za-z_$][\w$-]*/.exec(text.slice(offset))?.[0];
  if (char === '/' && '/*'.includes(text[offset + 1])) {
    return ['comments are not allowed in JSON — remove it', offset];
  }
  if (outside.trim() !== '' && openBrackets(outside).length === 0) {
    const message = 'more text where the file should end after the data is complete';
    return [`${message} — check that every "{" and "[" closes where you meant`, offset];
  }
  if (char === "'") {
    const what = isKey ? 'field names' : 'text';
    return [`${what} must be in double quotes (") — single quotes (') are not JSON`, offset];
  }
  if (word !== undefined) {
    return isKey
      ? [`field names must be in double quotes: write "${word}"`, offset]
      : [
          `text must be in double quotes: write "${word}", not ${word} (only true, false and null go without quotes)`,
          offset,
        ];
  }
  if (NUMBER_CHARS.test(char ?? '') || NUMBER_CHARS.test(text[offset - 1])) {
    let start = offset;
    while (start > 0 && NUMBER_CHARS.test(text[start - 1])) start -= 1;
    return [
      'not a valid number (write numbers like 12, -3 or 4.5; text goes in double quotes)',
      start,
    ];
  }
  if (char === undefined) return ['the file ends too early', offset];
  return [`a value was expected here, found ${shown(char)}`, offset];
}

/** The brackets still open in `text` (which holds no strings), with their offsets. */
function openBrackets(text: string): [string, number][] {
  const open: [string, number][] = [];
  for (let i = 0; i < text.length; i += 1) {
    if ('{['.includes(text[i])) open.push([text[i], i]);
    else if ('}]'.includes(text[i])) open.pop();
  }
  return open;
}

/** The first token out of place in a file that tokenizes, or a text JSON does not allow. */
function structureProblem(text: string, tokens: Token[]): SyntaxProblem {
  if (tokens.length === 0) return ['the file is empty', 0];
  const open: Token[] = [];
  let expect: 'value' | 'valueOrEnd' | 'key' | 'keyOrEnd' | 'colon' | 'next' | 'end' = 'value';
  let key = '';
  for (const [index, token] of tokens.entries()) {
    const { type } = token;
    const start = token.loc.start.offset;
    const previous = tokens[index - 1];
    const top = open.at(-1)?.type;
    const closes =
      (type === 'RBrace' && top === 'LBrace') || (type === 'RBracket' && top === 'LBracket');
    if (type === 'String') {
      // Characters below a space: line breaks and other control characters.
      const control = /[^ -\uffff]/.exec(text.slice(start, token.loc.end.offset));
      if (control) {
        const message = '\n\r'.includes(control[0])
          ? 'a line break inside a text: close the quote on the same line (write \\n for a new line)'
          : 'a control character (such as a tab) inside a text';
        return [message, start + control.index];
      }
    }
    if (expect === 'end') {
      const extra = type === 'RBrace' || type === 'RBracket';
      const what = extra
        ? `an extra ${JSON.stringify(text[start])}`
        : 'more text where the file should end';
      return [
        `${what} after the data is complete — check that every "{" and "[" closes where you meant`,
        start,
      ];
    }
    if ((type === 'RBrace' || type === 'RBracket') && previous?.type === 'Comma') {
      return [
        `a comma before "${text[start]}" is not allowed — remove the last ","`,
        previous.loc.start.offset,
      ];
    }
    if (expect === 'colon') {
      if (type !== 'Colon') return [`a ":" is missing after the field name "${key}"`, start];
      expect = 'value';
    } else if ((expect === 'keyOrEnd' || expect === 'valueOrEnd' || expect === 'next') && closes) {
      open.pop();
      expect = open.length === 0 ? 'end' : 'next';
    } else if (expect === 'key' || expect === 'keyOrEnd') {
      if (type !== 'String') {
        return [
          `a field name in double quotes was expected here, found ${shown(text[start])}`,
          start,
        ];
      }
      key = JSON.parse(text.slice(start, token.loc.end.offset)) as string;
      expect = 'colon';
    } else if (expect === 'next') {
      const valueEnd = previous.loc.end.offset;
      if (type === 'Comma') expect = top === 'LBrace' ? 'key' : 'value';
      else if (top === 'LBracket' && type === 'RBrace') {
        return ['found "}" where the list should close with "]"', start];
      } else if (top === 'LBracket') {
        return ['a "," is missing here, before the next item of the list', valueEnd];
      } else if (type === 'String')
        return ['a "," is missing here, before the next field', valueEnd];
      else
        return [
          `a "," or "}" was expected after the value of "${key}", found ${shown(text[start])}`,
          start,
        ];
    } else if (type === 'LBrace' || type === 'LBracket') {
      open.push(token);
      expect = type === 'LBrace' ? 'keyOrEnd' : 'valueOrEnd';
    } else if (['String', 'Number', 'Boolean', 'Null'].includes(type)) {
      expect = open.length === 0 ? 'end' : 'next';
    } else {
      return [`a value was expected here, found ${shown(text[start])}`, start];
    }
  }
  const unclosed = open.at(-1);
  if (!unclosed) return ['the file ends too early', text.length];
  const bracket = text[unclosed.loc.start.offset];
  return [
    `the file ends too early: the "${bracket}" on line ${unclosed.loc.start.line} is never closed with "${bracket === '{' ? '}' : ']'}"`,
    text.length,
  ];
}

/** Why `text` is not JSON, in plain words, and where. */
function syntaxProblem(text: string): SyntaxProblem {
  try {
    return structureProblem(text, tokenize(text, { mode: 'json' }));
  } catch (error) {
    return characterProblem(text, (error as { offset: number }).offset);
  }
}

/** Parses `text` as JSON, keeping the position of every value, or explains the first error. */
export function parseJson(text: string): JsonParseResult {
  // A byte-order mark is read as a space, so that every offset stays the same.
  const source = text.replace(/^\ufeff/, ' ');
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch {
    const [message, offset] = syntaxProblem(source);
    return { ok: false, message, position: positionAt(source, offset) };
  }
  const positions = new Map<string, SourcePosition>();
  const duplicateKeys: DuplicateKey[] = [];
  const visit = (node: AnyNode, path: string): void => {
    if (node.type === 'Object') {
      const seen = new Set<string>();
      for (const { name, value: member } of node.members) {
        const key = name.type === 'String' ? name.value : name.name;
        const fieldPath = `${path}/${pointerToken(key)}`;
        // JSON.parse keeps the last of two same-named fields: so do the positions within.
        if (seen.has(key)) duplicateKeys.push({ path, key, position: at(name.loc.start) });
        else positions.set(fieldPath, at(name.loc.start));
        seen.add(key);
        visit(member, fieldPath);
      }
    } else if (node.type === 'Array') {
      node.elements.forEach(({ value: item }, index) => {
        positions.set(`${path}/${index}`, at(item.loc.start));
        visit(item, `${path}/${index}`);
      });
    }
  };
  const { body } = parse(source, { mode: 'json' });
  positions.set('', at(body.loc.start));
  visit(body, '');
  return { ok: true, value, positions, duplicateKeys };
}
