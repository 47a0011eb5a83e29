// A message not yet sent, kept in this tab's session storage until it is: a reload brings it
// back. Storage may be off or full; the text stays in the fields regardless.
import type { Values } from './fields';

/** The key it is kept under, and the mark of the input events that put it back. */
export const DRAFT_KEY = 'contact-draft';

export function readDraft(): Values | null {
  try {
    return JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Values | null;
  } catch {
    return null;
  }
}

export function keepDraft(values: Values): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Not kept: see above.
  }
}

export function dropDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing kept, nothing to remove.
  }
}
