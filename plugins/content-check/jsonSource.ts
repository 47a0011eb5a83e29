// A small JSON parser that remembers where every value is, so that a content error can name the
// line of the file it is on, and that explains syntax errors in plain words. It accepts exactly
// what JSON.parse accepts; only the reporting differs.

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

class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/** Escapes one reference token of a JSON pointer (RFC 6901). */
export function pointerToken(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Line and column (both 1-based) of a character offset in `text`. */
export function positionAt(text: string, offset: number): SourcePosition {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i += 1) {
    if (text.charCodeAt(i) === 10) {
      line += 1;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const WORD = /[A-Za-z_$][\w$-]*/y;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

function describeChar(char: string | undefined): string {
  if (char === undefined) return 'the end of the file';
  return JSON.stringify(char);
}

class Parser {
  private offset = 0;
  readonly positions = new Map<string, SourcePosition>();
  readonly duplicateKeys: DuplicateKey[] = [];
  /** Offsets of the brackets that are open, for "never closed" messages. */
  private readonly open: { char: string; offset: number }[] = [];

  constructor(private readonly text: string) {
    if (text.charCodeAt(0) === 0xfeff) this.offset = 1;
  }

  parseDocument(): unknown {
    this.skipSpace();
    if (this.offset >= this.text.length) throw new JsonSyntaxError('the file is empty', 0);
    const value = this.parseValue('');
    this.skipSpace();
    if (this.offset < this.text.length) {
      const char = this.text[this.offset];
      const what =
        char === '}' || char === ']'
          ? `an extra ${JSON.stringify(char)}`
          : 'more text where the file should end';
      throw new JsonSyntaxError(
        `${what} after the data is complete — check that every "{" and "[" closes where you meant`,
        this.offset,
      );
    }
    return value;
  }

  private mark(path: string, offset: number): void {
    this.positions.set(path, positionAt(this.text, offset));
  }

  private skipSpace(): void {
    const { text } = this;
    while (this.offset < text.length && WHITESPACE.has(text[this.offset])) this.offset += 1;
    if (text.startsWith('//', this.offset) || text.startsWith('/*', this.offset)) {
      throw new JsonSyntaxError('comments are not allowed in JSON — remove it', this.offset);
    }
  }

  private endOfFile(): JsonSyntaxError {
    const unclosed = this.open[this.open.length - 1];
    if (unclosed) {
      const { line } = positionAt(this.text, unclosed.offset);
      const closing = unclosed.char === '{' ? '}' : ']';
      return new JsonSyntaxError(
        `the file ends too early: the "${unclosed.char}" on line ${line} is never closed with "${closing}"`,
        this.text.length,
      );
    }
    return new JsonSyntaxError('the file ends too early', this.text.length);
  }

  private parseValue(path: string): unknown {
    const { text } = this;
    const start = this.offset;
    if (start >= text.length) throw this.endOfFile();
    if (path === '') this.mark(path, start);
    const char = text[start];
    if (char === '{') return this.parseObject(path);
    if (char === '[') return this.parseArray(path);
    if (char === '"') return this.parseString();
    if (char === '-' || (char >= '0' && char <= '9')) return this.parseNumber();
    WORD.lastIndex = start;
    const word = WORD.exec(text)?.[0];
    if (word === 'true' || word === 'false' || word === 'null') {
      this.offset += word.length;
      return word === 'true' ? true : word === 'false' ? false : null;
    }
    if (word !== undefined) {
      throw new JsonSyntaxError(
        `text must be in double quotes: write "${word}", not ${word} (only true, false and null go without quotes)`,
        start,
      );
    }
    if (char === "'") {
      throw new JsonSyntaxError(
        `text must be in double quotes (") — single quotes (') are not JSON`,
        start,
      );
    }
    throw new JsonSyntaxError(`a value was expected here, found ${describeChar(char)}`, start);
  }

  private parseObject(path: string): Record<string, unknown> {
    const { text } = this;
    const result: Record<string, unknown> = {};
    const seen = new Set<string>();
    this.open.push({ char: '{', offset: this.offset });
    this.offset += 1;
    this.skipSpace();
    if (text[this.offset] === '}') {
      this.offset += 1;
      this.open.pop();
      return result;
    }
    for (;;) {
      this.skipSpace();
      const keyStart = this.offset;
      const char = text[keyStart];
      if (char === undefined) throw this.endOfFile();
      if (char !== '"') {
        WORD.lastIndex = keyStart;
        const word = WORD.exec(text)?.[0];
        if (word !== undefined) {
          throw new JsonSyntaxError(
            `field names must be in double quotes: write "${word}"`,
            keyStart,
          );
        }
        if (char === "'") {
          throw new JsonSyntaxError(
            `field names must be in double quotes (") — single quotes (') are not JSON`,
            keyStart,
          );
        }
        throw new JsonSyntaxError(
          `a field name in double quotes was expected here, found ${describeChar(char)}`,
          keyStart,
        );
      }
      const key = this.parseString();
      const fieldPath = `${path}/${pointerToken(key)}`;
      if (seen.has(key)) {
        this.duplicateKeys.push({ path, key, position: positionAt(text, keyStart) });
      } else {
        this.mark(fieldPath, keyStart);
      }
      seen.add(key);
      this.skipSpace();
      if (text[this.offset] !== ':') {
        if (this.offset >= text.length) throw this.endOfFile();
        throw new JsonSyntaxError(`a ":" is missing after the field name "${key}"`, this.offset);
      }
      this.offset += 1;
      this.skipSpace();
      const value = this.parseValue(fieldPath);
      const valueEnd = this.offset;
      Object.defineProperty(result, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      this.skipSpace();
      const next = text[this.offset];
      if (next === '}') {
        this.offset += 1;
        this.open.pop();
        return result;
      }
      if (next === ',') {
        const comma = this.offset;
        this.offset += 1;
        this.skipSpace();
        if (text[this.offset] === '}') {
          throw new JsonSyntaxError(
            'a comma before "}" is not allowed — remove the last ","',
            comma,
          );
        }
        continue;
      }
      if (next === undefined) throw this.endOfFile();
      if (next === '"') {
        throw new JsonSyntaxError('a "," is missing here, before the next field', valueEnd);
      }
      throw new JsonSyntaxError(
        `a "," or "}" was expected after the value of "${key}", found ${describeChar(next)}`,
        this.offset,
      );
    }
  }

  private parseArray(path: string): unknown[] {
    const { text } = this;
    const result: unknown[] = [];
    this.open.push({ char: '[', offset: this.offset });
    this.offset += 1;
    this.skipSpace();
    if (text[this.offset] === ']') {
      this.offset += 1;
      this.open.pop();
      return result;
    }
    for (;;) {
      this.skipSpace();
      const itemPath = `${path}/${result.length}`;
      if (this.offset < text.length) this.mark(itemPath, this.offset);
      result.push(this.parseValue(itemPath));
      const valueEnd = this.offset;
      this.skipSpace();
      const next = text[this.offset];
      if (next === ']') {
        this.offset += 1;
        this.open.pop();
        return result;
      }
      if (next === ',') {
        const comma = this.offset;
        this.offset += 1;
        this.skipSpace();
        if (text[this.offset] === ']') {
          throw new JsonSyntaxError(
            'a comma before "]" is not allowed — remove the last ","',
            comma,
          );
        }
        continue;
      }
      if (next === undefined) throw this.endOfFile();
      if (next === '}') {
        throw new JsonSyntaxError('found "}" where the list should close with "]"', this.offset);
      }
      throw new JsonSyntaxError(
        'a "," is missing here, before the next item of the list',
        valueEnd,
      );
    }
  }

  private parseString(): string {
    const { text } = this;
    const start = this.offset;
    let i = start + 1;
    for (;;) {
      if (i >= text.length) {
        throw new JsonSyntaxError('this text is never closed: a closing " is missing', start);
      }
      const char = text[i];
      if (char === '"') break;
      if (char === '\n' || char === '\r') {
        throw new JsonSyntaxError(
          'a line break inside a text: close the quote on the same line (write \\n for a new line)',
          i,
        );
      }
      if (char.charCodeAt(0) < 0x20) {
        throw new JsonSyntaxError('a control character (such as a tab) inside a text', i);
      }
      if (char === '\\') {
        const escaped = text[i + 1];
        if (escaped === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
            throw new JsonSyntaxError('"\\u" must be followed by four hex digits', i);
          }
          i += 6;
          continue;
        }
        if (escaped === undefined || !ESCAPES.has(escaped)) {
          throw new JsonSyntaxError(
            `"\\${escaped ?? ''}" is not allowed in a text — write "\\\\" for a backslash`,
            i,
          );
        }
        i += 2;
        continue;
      }
      i += 1;
    }
    this.offset = i + 1;
    return JSON.parse(text.slice(start, i + 1)) as string;
  }

  private parseNumber(): number {
    const { text } = this;
    NUMBER.lastIndex = this.offset;
    const match = NUMBER.exec(text);
    const after = match ? text[this.offset + match[0].length] : undefined;
    if (!match || (after !== undefined && /[\w.]/.test(after))) {
      throw new JsonSyntaxError(
        'not a valid number (write numbers like 12, -3 or 4.5; text goes in double quotes)',
        this.offset,
      );
    }
    this.offset += match[0].length;
    return Number(match[0]);
  }
}

/** Parses `text` as JSON, keeping the position of every value, or explains the first error. */
export function parseJson(text: string): JsonParseResult {
  const parser = new Parser(text);
  try {
    const value = parser.parseDocument();
    return {
      ok: true,
      value,
      positions: parser.positions,
      duplicateKeys: parser.duplicateKeys,
    };
  } catch (error) {
    if (error instanceof JsonSyntaxError) {
      return { ok: false, message: error.message, position: positionAt(text, error.offset) };
    }
    throw error;
  }
}
