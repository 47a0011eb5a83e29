// Small edits of a JSON file's text that leave every other character as it was, so that a
// migration's diff holds the changed lines only, whatever layout the owner's file has.
// jsonc-parser finds the places and formats an inserted field as the lines around it. The
// editor's page loads it as a module (./jsonInPlace.ts uses it; editorFiles.ts serves both).
import {
  applyEdits,
  findNodeAtLocation,
  modify,
  parseTree,
  type JSONPath,
  type Node,
} from 'jsonc-parser';

/** How `text` indents: what an inserted field is indented with. */
export function formattingOf(text: string) {
  const indent = /^[ \t]+(?=")/m.exec(text)?.[0] ?? '  ';
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  return indent.startsWith('\t')
    ? { insertSpaces: false, tabSize: 1, eol }
    : { insertSpaces: true, tabSize: indent.length, eol };
}

/** The node at `path` in `text`, or undefined when there is none. */
export function nodeAt(text: string, path: JSONPath): Node | undefined {
  const tree = parseTree(text);
  return tree && findNodeAtLocation(tree, path);
}

/** `text` with `key: value` as the first field of the object at `path`. */
export function insertFirst(text: string, path: JSONPath, key: string, value: unknown): string {
  const edits = modify(text, [...path, key], value, {
    formattingOptions: formattingOf(text),
    getInsertionIndex: () => 0,
  });
  return applyEdits(text, edits);
}

/** `text` with the value at `path` replaced by `value`. */
export function setValue(text: string, path: JSONPath, value: unknown): string {
  return applyEdits(text, modify(text, path, value, { formattingOptions: formattingOf(text) }));
}

/** `text` with the field `from` of the object at `path` named `to`, in its place. */
export function renameKey(text: string, path: JSONPath, from: string, to: string): string {
  const property = nodeAt(text, path)?.children?.find(
    (child) => child.children?.[0].value === from,
  );
  const key = property?.children?.[0];
  if (!key) return text;
  return `${text.slice(0, key.offset)}${JSON.stringify(to)}${text.slice(key.offset + key.length)}`;
}

/**
 * `text` with the list at `path` written as an object whose fields are its items, named by
 * `keys` in order: `[{…}, {…}]` becomes `{"a": {…}, "b": {…}}`, each item in its place.
 */
export function listToObject(text: string, path: JSONPath, keys: readonly string[]): string {
  const list = nodeAt(text, path);
  if (list?.type !== 'array' || list.children?.length !== keys.length) return text;
  const edits = [
    { offset: list.offset, length: 1, content: '{' },
    ...list.children.map((item, index) => ({
      offset: item.offset,
      length: 0,
      content: `${JSON.stringify(keys[index])}: `,
    })),
    { offset: list.offset + list.length - 1, length: 1, content: '}' },
  ];
  return applyEdits(text, edits);
}
