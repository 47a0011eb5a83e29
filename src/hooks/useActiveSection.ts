import { useEffect, useState } from 'react';
import { ACTIVE_SECTION_OFFSET_PX } from '../shared/constants';
import { activeSectionId, isScrolledToEnd } from '../lib/scroll';

/**
 * The id of the section the visitor is reading: the last of `ids`, in the order given, whose
 * top is at or above scrollY + offset, or the last one at the end of the page. Null above the
 * first one, or when `enabled` is false.
 */
export function useActiveSection(
  ids: readonly string[],
  enabled = true,
  offset: number = ACTIVE_SECTION_OFFSET_PX,
): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('|');
  useEffect(() => {
    if (!enabled) return undefined;
    const sectionIds = key.split('|');
    const update = () => {
      const sections = sectionIds.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top + window.scrollY }] : [];
      });
      const atEnd = isScrolledToEnd(
        window.scrollY,
        window.innerHeight,
        document.documentElement.scrollHeight,
      );
      setActive(activeSectionId(sections, window.scrollY, offset, atEnd));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [key, enabled, offset]);
  return enabled ? active : null;
}
