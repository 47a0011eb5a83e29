// A JSON syntax error in plain words for the owner, by jsonc-parser's error code and what the
// text holds around it (./jsonSource.ts finds the error and its context).
import { printParseErrorCode, type ParseErrorCode } from 'jsonc-parser';

/** A bracket open at the error. */
export interface Open {
  bracket: '{' | '[';
  line: number;
  /** The last field name read in an object. */
  key: string;
}

/** What the rules read at the first syntax error. */
export interface SyntaxContext {
  text: string;
  offset: number;
  /** The innermost bracket open at the error, and the first one a missing "}" or "]" left open. */
  top?: Open;
  unclosed?: Open;
  /** The character at the error (undefined at the end of the file), and the token it starts. */
  char: string;
  token: string;
  /** The text before the error, less the spaces just before it. */
  before: string;
  /** Just after "{" or ",": a field name comes next. */
  expectsKey: boolean;
}

/** A syntax error in plain words, at the error's offset unless it says where. */
type Rule = (context: SyntaxContext) => string | [message: string, offset: number];

const CLOSES = 'check that every "{" and "[" closes where you meant';
const MORE = 'more text where the file should end';
const NUMBER = 'not a valid number (write numbers like 12, -3 or 4.5; text goes in double quotes)';
const shown = (char: string | undefined) =>
  char === undefined ? 'the end of the file' : JSON.stringify(char);
const extra = (what: string) => `${what} after the data is complete — ${CLOSES}`;

/** At the start of the number the error is in. */
const badNumber: Rule = ({ text, offset }) => {
  let start = offset;
  while (start > 0 && /[-+.\deE]/.test(text[start - 1])) start -= 1;
  return [NUMBER, start];
};

/** `message`, at the first match of `pattern` in the token (else at the token). */
const inToken =
  (pattern: RegExp, message: string): Rule =>
  ({ offset, token }) => [message, offset + Math.max(0, token.search(pattern))];

// PropertyNameExpected, ValueExpected, CloseBraceExpected, CloseBracketExpected: what is missing
// shows in what comes before.
const missing: Rule = ({ text, char, before, top, unclosed, expectsKey }) => {
  const last = unclosed ?? top;
  if (text.trim() === '') return ['the file is empty', 0];
  if (before.endsWith(',') && '}]'.includes(char)) {
    return [`a comma before "${char}" is not allowed — remove the last ","`, before.length - 1];
  }
  if (expectsKey && char !== undefined) {
    return `a field name in double quotes was expected here, found ${shown(char)}`;
  }
  if (char !== undefined || !last) return `a value was expected here, found ${shown(char)}`;
  const close = last.bracket === '{' ? '}' : ']';
  return `the file ends too early: the "${last.bracket}" on line ${last.line} is never closed with "${close}"`;
};

/** The rule for each of jsonc-parser's error codes; `missing` for the others. */
const RULES: Partial<Record<ReturnType<typeof printParseErrorCode>, Rule>> = {
  CommaExpected: (context) => {
    const { offset, char, before, top } = context;
    // jsonc-parser ends "1.2.3" or "1e" early, and then asks for a comma.
    if (before.length === offset && /[\d.]$/.test(before) && /[\d.eE]/.test(char)) {
      return badNumber(context);
    }
    const bracket = top?.bracket;
    if (bracket === '[' && char === '}') return 'found "}" where the list should close with "]"';
    if (bracket === '{' && char === ']') return 'found "]" where the object should close with "}"';
    if (bracket === '[') {
      return ['a "," is missing here, before the next item of the list', before.length];
    }
    if (char === '"') return ['a "," is missing here, before the next field', before.length];
    return `a "," or "}" was expected after the value of "${top?.key}", found ${shown(char)}`;
  },
  ColonExpected: ({ top }) => `a ":" is missing after the field name "${top?.key}"`,
  InvalidSymbol: (context) => {
    const { top, char, token, before, expectsKey } = context;
    const word = /^[A-Za-z_$][\w$-]*/.exec(token)?.[0];
    if (!top && before !== '') return extra(MORE);
    if (char === "'") {
      const what = expectsKey ? 'field names' : 'text';
      return `${what} must be in double quotes (") — single quotes (') are not JSON`;
    }
    if (word && expectsKey) return `field names must be in double quotes: write "${word}"`;
    if (word) {
      const only = '(only true, false and null go without quotes)';
      return `text must be in double quotes: write "${word}", not ${word} ${only}`;
    }
    if (/[-+.\d]/.test(char)) return badNumber(context);
    return `a value was expected here, found ${shown(char)}`;
  },
  InvalidNumberFormat: badNumber,
  UnexpectedEndOfNumber: badNumber,
  EndOfFileExpected: ({ char }) => extra('}]'.includes(char) ? `an extra ${shown(char)}` : MORE),
  UnexpectedEndOfString: ({ text, offset, token }) =>
    /[\r\n]/.test(text[offset + token.length])
      ? [
          'a line break inside a text: close the quote on the same line (write \\n for a new line)',
          offset + token.length,
        ]
      : 'this text is never closed: a closing " is missing',
  InvalidCharacter: inToken(/[^ -\uffff]/, 'a control character (such as a tab) inside a text'),
  InvalidUnicode: inToken(/\\u(?![\da-fA-F]{4})/, '"\\u" must be followed by four hex digits'),
  InvalidEscapeCharacter: ({ text, offset, token }) => {
    const at = offset + Math.max(0, token.search(/\\[^"\\/bfnrtu]/));
    return [`"\\${text[at + 1]}" is not allowed in a text — write "\\\\" for a backslash`, at];
  },
  InvalidCommentToken: () => 'comments are not allowed in JSON — remove it',
};

/** The first syntax error in plain words, and where it is (the error's offset unless said). */
export function wordSyntaxError(code: ParseErrorCode, context: SyntaxContext): [string, number] {
  const explained = (RULES[printParseErrorCode(code)] ?? missing)(context);
  return typeof explained === 'string' ? [explained, context.offset] : explained;
}
