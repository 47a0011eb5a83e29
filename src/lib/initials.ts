/** A name's initials: the first letters of its first two words, in capitals ('Alex Morgan': 'AM'). */
export function initialsOf(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      // A Thai or Lao vowel written before its consonant is not the word's initial: the consonant is.
      .map((word) => [...word.replace(/^\p{Logical_Order_Exception}+(?=.)/u, '')][0])
      .join('')
      .toLocaleUpperCase()
  );
}

/** A hue (0–359) for a text: the same text always gets the same one. */
export function hueOf(text: string): number {
  let hash = 0;
  for (const character of text) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) % 360;
  return hash;
}
