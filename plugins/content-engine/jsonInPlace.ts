// A JSON file changed to hold a new value, value by value in its text, so that the editor's save
// holds the changed lines only, in the layout the owner gave the file: what changed is written
// in its place, a new value laid out as its neighbours. The editor's page loads it as a module.
import type { JSONPath, Node } from 'jsonc-parser';
import { formattingOf, nodeAt } from './jsonEdits';
import { tidyJson } from './tidyJson';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Entries = { [key: string]: Json };
const isEntries = (value: unknown): value is Entries =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether two values hold the same, whatever the order of their fields. */
export function same(a: Json, b: Json): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => same(item, b[index]))
    );
  }
  if (isEntries(a) && isEntries(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((key) => key in b && same(a[key], b[key]))
    );
  }
  return a === b;
}

/** The ids by which an entry is known now and was before; none for what is no entry. */
export const idsOf = (item: unknown): string[] =>
  isEntries(item) && typeof item.id === 'string'
    ? [item.id, ...(Array.isArray(item.formerIds) ? (item.formerIds as string[]) : [])]
    : [];

/**
 * Which item of `before` each item of `after` is, as pairs of indexes rising in both, or null
 * when the list was reordered: entries by their ids (a changed id keeps the one before in
 * formerIds), lists of one length item by item, other lists by their longest common run.
 */
function pairsOf(before: Json[], after: Json[]): [number, number][] | null {
  const keyed = [...before, ...after].every((item) => idsOf(item).length > 0);
  if (keyed) {
    const pairs: [number, number][] = [];
    after.forEach((item, index) => {
      const ids = idsOf(item);
      const was = before.findIndex((old) => ids.includes(idsOf(old)[0]));
      if (was >= 0) pairs.push([was, index]);
    });
    return pairs.every(([was], at) => at === 0 || was > pairs[at - 1][0]) ? pairs : null;
  }
  if (before.length === after.length) return before.map((_, index) => [index, index]);
  // The longest common subsequence, by dynamic programming: the lists are a file's, short.
  const longest = before.map(() => after.map(() => 0));
  const at = (i: number, j: number) => (i < before.length && j < after.length ? longest[i][j] : 0);
  for (let i = before.length - 1; i >= 0; i -= 1) {
    for (let j = after.length - 1; j >= 0; j -= 1) {
      longest[i][j] = same(before[i], after[j])
        ? at(i + 1, j + 1) + 1
        : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < before.length && j < after.length;) {
    if (same(before[i], after[j])) pairs.push([i++, j++]);
    else if (at(i + 1, j) >= at(i, j + 1)) i += 1;
    else j += 1;
  }
  return pairs;
}

/** `value` on one line, spaced as people write it: ["a", "b"], { "a": 1 }. */
function flat(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(flat).join(', ')}]`;
  if (!isEntries(value)) return JSON.stringify(value);
  const fields = Object.entries(value).map(
    ([key, inner]) => `${JSON.stringify(key)}: ${flat(inner)}`,
  );
  return fields.length === 0 ? '{}' : `{ ${fields.join(', ')} }`;
}

/** A JSON file's text, edited value by value so that what did not change keeps its layout. */
class InPlace {
  private readonly unit: string;
  private readonly eol: string;

  constructor(public text: string) {
    const { insertSpaces, tabSize, eol } = formattingOf(text);
    this.unit = insertSpaces ? ' '.repeat(tabSize) : '\t';
    this.eol = eol;
  }

  change(path: JSONPath, before: Json, after: Json): void {
    if (same(before, after)) return;
    if (isEntries(before) && isEntries(after)) {
      for (const key of Object.keys(before)) {
        if (!(key in after)) this.remove([...path, key]);
      }
      Object.keys(after).forEach((key, index, keys) => {
        if (key in before) this.change([...path, key], before[key], after[key]);
        else
          this.insert(
            path,
            keys.slice(0, index).filter((k) => k in before).length,
            after[key],
            key,
          );
      });
      return;
    }
    const pairs = Array.isArray(before) && Array.isArray(after) && pairsOf(before, after);
    if (!pairs) {
      this.replace(path, after);
      return;
    }
    const kept = new Set(pairs.map(([was]) => was));
    for (let index = (before as Json[]).length - 1; index >= 0; index -= 1) {
      if (!kept.has(index)) this.remove([...path, index]);
    }
    // The file's list is now the kept items in order: each item of `after` takes its place.
    (after as Json[]).forEach((item, index) => {
      const pair = pairs.find(([, now]) => now === index);
      if (pair) this.change([...path, index], (before as Json[])[pair[0]], item);
      else this.insert(path, index, item);
    });
  }

  /** Takes the item or field at `path` out, with what separates it from its neighbours. */
  private remove(path: JSONPath) {
    const node = nodeAt(this.text, path.slice(0, -1))!;
    const items = node.children ?? [];
    const last = path.at(-1);
    const index =
      typeof last === 'number'
        ? last
        : items.findIndex((item) => item.children?.[0].value === last);
    const end = (item: Node) => item.offset + item.length;
    const [from, to] =
      items.length === 1
        ? [node.offset + 1, end(node) - 1]
        : index < items.length - 1
          ? [items[index].offset, items[index + 1].offset]
          : [end(items[index - 1]), end(items[index])];
    this.text = `${this.text.slice(0, from)}${this.text.slice(to)}`;
  }

  /** The indentation of the line that `offset` is on. */
  private indentAt(offset: number): string {
    const start = this.text.lastIndexOf('\n', offset - 1) + 1;
    return /^[ \t]*/.exec(this.text.slice(start))?.[0] ?? '';
  }

  /** `value` written from a line indented by `indent`, on one line when `inline`. */
  private written(value: Json, indent: string, inline: boolean): string {
    if (inline) return flat(value);
    return JSON.stringify(value, null, this.unit).replace(/\n/g, `${this.eol}${indent}`);
  }

  private replace(path: JSONPath, value: Json) {
    const node = nodeAt(this.text, path)!;
    const old = this.text.slice(node.offset, node.offset + node.length);
    const inline = !old.includes('\n') && (old.length > 2 || !isEntries(value));
    const text = this.written(value, this.indentAt(node.offset), inline);
    this.text = `${this.text.slice(0, node.offset)}${text}${this.text.slice(node.offset + node.length)}`;
  }

  /** Puts `value` as the item `index` of the list at `path`, or as its field `key`. */
  private insert(path: JSONPath, index: number, value: Json, key?: string) {
    const node = nodeAt(this.text, path)!;
    const items = node.children ?? [];
    if (items.length === 0) {
      this.replace(path, key === undefined ? [value] : { [key]: value });
      return;
    }
    // What stands between two items: ', ' on one line, a line break and indent on several.
    const open = this.text.slice(node.offset + 1, items[0].offset);
    const gap =
      items.length > 1
        ? this.text.slice(
            this.text.indexOf(',', items[0].offset + items[0].length) + 1,
            items[1].offset,
          )
        : open.includes('\n')
          ? open.slice(open.lastIndexOf('\n'))
          : ' ';
    const inline = !gap.includes('\n');
    const indent = inline ? this.indentAt(node.offset) : gap.slice(gap.lastIndexOf('\n') + 1);
    const item = `${key === undefined ? '' : `${JSON.stringify(key)}: `}${this.written(value, indent, inline)}`;
    const at =
      index < items.length ? items[index].offset : items.at(-1)!.offset + items.at(-1)!.length;
    const text = index < items.length ? `${item},${gap}` : `,${gap}${item}`;
    this.text = `${this.text.slice(0, at)}${text}${this.text.slice(at)}`;
  }
}

/**
 * `text`, a JSON file as its owner laid it out, changed to hold `value`: each value that changed
 * is written in its place, a new one laid out as its neighbours, a removed one taken out with
 * its line, and every other character kept. A file in Prettier's layout keeps that layout.
 */
export function editedJson(text: string, value: unknown): string {
  const before = JSON.parse(text) as Json;
  if (tidyJson(before) === text) return tidyJson(value);
  const edit = new InPlace(text);
  edit.change([], before, value as Json);
  return edit.text;
}
