import { useCallback } from 'react';
import { PROJECTS_SCROLL_OFFSET_PX } from '../constants';
import { scrollTargetY } from '../lib/scroll';
import { prefersReducedMotion } from './usePrefersReducedMotion';

/**
 * A function that scrolls to the element with the given id, leaving `offset` pixels above it:
 * smoothly, or at once when the visitor prefers reduced motion. Focus moves to the section so
 * that keyboard and screen-reader users continue from there. Returns false if there is no such
 * element.
 */
export function useScrollToSection(offset: number = PROJECTS_SCROLL_OFFSET_PX) {
  return useCallback(
    (id: string): boolean => {
      const element = document.getElementById(id);
      if (!element) return false;
      const top = scrollTargetY(element.getBoundingClientRect().top, window.scrollY, offset);
      window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
      element.focus({ preventScroll: true });
      return true;
    },
    [offset],
  );
}
