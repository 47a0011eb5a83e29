/**
 * The value a page query returned for a content file, or a clear error naming the file when
 * it is missing. Gatsby types single-node lookups as nullable; the content check at build
 * time makes null impossible in practice, and this says so in one place.
 */
export function required<T>(value: T | null | undefined, file: string): T {
  if (value === null || value === undefined) {
    throw new Error(`The content file ${file} is missing or empty.`);
  }
  return value;
}
