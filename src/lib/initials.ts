/** A name's initials: the first letters of its first two words, in capitals ('Alex Morgan': 'AM'). */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0])
    .join('')
    .toLocaleUpperCase();
}

/** A hue (0–359) for a text: the same text always gets the same one. */
export function hueOf(text: string): number {
  let hash = 0;
  for (const character of text) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) % 360;
  return hash;
}
