import { ACTIVE_SECTION_OFFSET_PX } from '../shared/constants';

export interface SectionPosition {
  id: string;
  /** The section's top, measured from the top of the document. */
  top: number;
}

/**
 * The active section: the last one, in document order, whose top is at or above
 * scrollY + offset, or the last section once the page is scrolled to its end (a short last
 * section never reaches the offset line). Null while the page is above the first section.
 */
export function activeSectionId(
  sections: readonly SectionPosition[],
  scrollY: number,
  offset: number = ACTIVE_SECTION_OFFSET_PX,
  atEnd = false,
): string | null {
  if (atEnd && scrollY > 0 && sections.length > 0) return sections[sections.length - 1].id;
  let active: string | null = null;
  for (const section of sections) {
    if (section.top <= scrollY + offset) active = section.id;
  }
  return active;
}

/** Whether the window is scrolled as far down as it goes (within a pixel of rounding). */
export function isScrolledToEnd(scrollY: number, viewportHeight: number, pageHeight: number) {
  return scrollY + viewportHeight >= pageHeight - 1;
}
