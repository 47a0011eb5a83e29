// Every entry the owner lists has an id that stays when its title changes (content/schemas/).
// In the form, a new entry gets one made from its name when it is saved, and an entry whose id
// the owner changed keeps the ones it had in "formerIds", so that translations, stacks and
// links to its old address still find it. Our own: it runs inside Decap's synchronous save.

import { idOf } from '../../content-engine/idOf.js';

type Entry = Record<string, unknown>;

/** The field the form keeps the id an entry was read with in; never written to a file. */
export const SAVED_ID = '__savedId';

const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The file's entries, each marked with the id it was read with, by list (list: name field). */
export function markSaved(data: Entry, lists: Record<string, string>): Entry {
  const marked: Entry = { ...data };
  for (const list of Object.keys(lists)) {
    const entries = data[list];
    if (!Array.isArray(entries)) continue;
    marked[list] = entries.map((entry) =>
      isEntry(entry) && typeof entry.id === 'string' ? { ...entry, [SAVED_ID]: entry.id } : entry,
    );
  }
  return marked;
}

/**
 * The form's data as the file holds it: a new entry with an id made from its name (its list's
 * `lists[list]` field), different from the others'; a changed id with the one before it in
 * formerIds; no entry with the mark of markSaved.
 */
export function withIds(data: Entry, lists: Record<string, string>): Entry {
  const written: Entry = { ...data };
  for (const [list, nameField] of Object.entries(lists)) {
    const entries = data[list];
    if (!Array.isArray(entries)) continue;
    const taken = new Set<string>();
    for (const entry of entries.filter(isEntry)) {
      for (const id of [entry.id, entry[SAVED_ID], ...((entry.formerIds as unknown[]) ?? [])]) {
        if (typeof id === 'string' && id.trim()) taken.add(id.trim());
      }
    }
    written[list] = entries.map((entry) => {
      if (!isEntry(entry)) return entry;
      const { [SAVED_ID]: saved, ...rest } = entry;
      const given = typeof rest.id === 'string' ? rest.id.trim() : '';
      const id =
        given ||
        (typeof saved === 'string'
          ? saved
          : unique(idOf(String(rest[nameField] ?? '')), list, taken));
      const before = ((rest.formerIds as string[] | undefined) ?? []).filter((old) => old !== id);
      if (typeof saved === 'string' && saved !== id && !before.includes(saved)) before.push(saved);
      return {
        ...rest,
        id,
        ...(before.length > 0 ? { formerIds: before } : { formerIds: undefined }),
      };
    });
  }
  return written;
}

/** `id`, or it with the first number that makes it different from every id taken. */
function unique(id: string, list: string, taken: Set<string>): string {
  const base = id || list.replace(/s$/, '');
  let candidate = base;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${base}-${n}`;
  taken.add(candidate);
  return candidate;
}
