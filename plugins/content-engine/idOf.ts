// The id a new entry is given from its name, by the editor when it saves one and by the content
// check when it proposes one: lower case letters and digits joined by hyphens. The editor's
// page loads it as a module of its own (plugins/content-editor/editorFiles.ts): no imports.

// Latin letters that Unicode does not decompose into a base letter and a mark.
const LETTERS: Record<string, string> = {
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
};

/** "Łódź Transit" is "lodz-transit"; a name without Latin letters or digits gives ''. */
export function idOf(name: string): string {
  const words = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[łøđßæœþ]/g, (letter) => LETTERS[letter])
    .match(/[a-z0-9]+/g);
  return words ? words.join('-') : '';
}
