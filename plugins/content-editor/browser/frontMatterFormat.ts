// A post, or its translation, in the editor: the front matter's fields and the Markdown body as
// a form, written back around what the form did not change. A changed field's lines are
// written again where they were (in the quotes the owner used, a list written on one line kept
// so), a new one after the field the schema puts before it, an emptied one removed; every other
// line, comment and blank line stays as the owner wrote it. YAML quotes what needs quoting.
import {
  Document,
  isCollection,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  Scalar,
  type Pair,
} from 'yaml';
import { frontMatterParts } from '../../content-engine/frontMatterText.js';
import { same, type Json } from '../../content-engine/jsonInPlace.js';
import { withoutBlanks } from '../../content-engine/tidyJson.js';
import { inSchemaOrder, SAVED_TEXT, type FileFormat } from './formats.js';

type Fields = Record<string, unknown>;

/** How an old value was written, for its new value to be written the same way. */
interface Style {
  quote?: Scalar.Type;
  flow?: boolean;
}

/** The field `key` as YAML lines, without the last line break. */
function yamlOf(key: string, value: unknown, style: Style = {}): string {
  const document = new Document({ [key]: value });
  const node = document.get(key, true);
  // A list of words on one line, as the content's documentation writes tags.
  const flow = style.flow ?? (isSeq(node) && node.items.every(isScalar));
  if (isCollection(node)) node.flow = flow;
  if (isScalar(node) && typeof value === 'string' && style.quote && style.quote !== 'PLAIN') {
    node.type = style.quote;
  }
  return document
    .toString({
      // A text stays on its line, however long.
      lineWidth: 0,
      // Quotes where YAML needs them ("a title: with a colon"), single unless the owner used double.
      singleQuote: style.quote !== 'QUOTE_DOUBLE',
      flowCollectionPadding: !isSeq(node),
    })
    .replace(/\n$/, '');
}

const styleOf = (pair: Pair): Style => ({
  ...(isScalar(pair.value) && { quote: pair.value.type }),
  ...(isCollection(pair.value) && { flow: Boolean(pair.value.flow) }),
});

/**
 * `source` (front matter, each line ending in a line break) holding `fields` instead of what it
 * holds: the lines of each field the form left alone are kept as they are.
 */
function editedYaml(source: string, fields: Fields): string {
  const document = parseDocument(source);
  const pairs = isMap(document.contents) ? (document.contents.items as Pair[]) : [];
  if (document.errors.length > 0 || (!isMap(document.contents) && source.trim())) {
    return Object.entries(fields)
      .map(([key, value]) => `${yamlOf(key, value)}\n`)
      .join('');
  }
  const old = (document.toJS() ?? {}) as Fields;
  const lineStart = (offset: number) => source.lastIndexOf('\n', offset - 1) + 1;
  // Each field's lines, from its key's line to the line its value ends on, line break included.
  const spans = pairs.map((pair) => {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    const keyRange = (pair.key as Scalar).range ?? [0, 0, 0];
    const valueEnd = (pair.value as Scalar | null)?.range?.[1] ?? keyRange[1];
    const end = source.indexOf('\n', Math.max(valueEnd - 1, keyRange[0]));
    return { key, pair, start: lineStart(keyRange[0]), end: end < 0 ? source.length : end + 1 };
  });
  const kept = spans.map(({ key }) => key).filter((key) => key in fields);
  // A new field goes after the last field before it in the form's order the file has already.
  const added = new Map<string, string[]>();
  let anchor = '';
  for (const key of Object.keys(fields)) {
    if (kept.includes(key)) anchor = key;
    else added.set(anchor, [...(added.get(anchor) ?? []), key]);
  }
  const written = (keys: string[] = []) =>
    keys.map((key) => `${yamlOf(key, fields[key])}\n`).join('');
  let text = '';
  let at = 0;
  for (const { key, pair, start, end } of spans) {
    text += source.slice(at, start);
    if (key === kept[0] || (kept.length === 0 && at === 0)) text += written(added.get(''));
    if (!(key in fields)) {
      // Emptied in the form: the field's lines go.
    } else if (same(old[key] as Json, fields[key] as Json)) {
      text += source.slice(start, end);
    } else {
      text += `${yamlOf(key, fields[key], styleOf(pair))}\n`;
    }
    if (key in fields) text += written(added.get(key));
    at = end;
  }
  text += source.slice(at);
  return spans.length === 0 ? text + written(added.get('')) : text;
}

/** The text the form shows of a body: without the blank lines that part it from the fields. */
const shownBody = (body: string) => body.replace(/^(?:[ \t]*\r?\n)+/, '');

/**
 * A post's file: its front matter as fields (in `orders`, the schema's order of each object's
 * fields), its Markdown as `body`; the field a new file is named by is not written.
 */
export function frontMatterFormat(orders: readonly string[][]): FileFormat {
  return {
    // A file not written yet comes as no text: an empty form.
    fromFile: (text) => {
      if (!text.trim()) return {};
      const parts = frontMatterParts(text);
      const document = parts && parseDocument(parts.yaml);
      const fields = document && document.errors.length === 0 ? document.toJS() : undefined;
      return {
        ...(isFields(fields) ? fields : {}),
        body: parts ? shownBody(parts.body) : text,
        [SAVED_TEXT]: text,
      };
    },
    toFile: (data) => {
      const { [SAVED_TEXT]: saved, body, name: _name, ...given } = data;
      const fields = (withoutBlanks(inSchemaOrder(given, orders)) ?? {}) as Fields;
      const text = `${String(body ?? '').trimEnd()}\n`;
      const parts = typeof saved === 'string' ? frontMatterParts(saved) : undefined;
      if (!parts) {
        const yaml = Object.entries(fields).map(([key, value]) => `${yamlOf(key, value)}\n`);
        return `---\n${yaml.join('')}---\n\n${text}`;
      }
      // Line breaks as the file has them; its text as it was if the form left it alone.
      const eol = parts.head.endsWith('\r\n') ? '\r\n' : '\n';
      const shown = shownBody(parts.body);
      const unchanged = shown.replace(/\r\n/g, '\n').trimEnd() === text.trimEnd();
      const lead = parts.body.slice(0, parts.body.length - shown.length);
      const written = unchanged ? parts.body : `${lead}${text.replace(/\n/g, eol)}`;
      // A file that ended at its closing line gets a line break before a text added after it.
      const tail = written && !parts.tail.endsWith('\n') ? `${parts.tail}${eol}` : parts.tail;
      // Front matter the editor cannot read (the content check names its line) is kept as it
      // is: the form showed none of it, so saving must not put the form's blanks in its place.
      if (parseDocument(parts.yaml).errors.length > 0) {
        return [parts.head, parts.yaml, tail, written].join('');
      }
      const source = parts.yaml ? `${parts.yaml}\n` : '';
      const edited = editedYaml(source, fields).replace(/\r?\n/g, eol);
      return [parts.head, edited, tail.replace(/^\r?\n/, ''), written].join('');
    },
  };
}

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
