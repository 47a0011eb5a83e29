import { useEffect, useRef, type RefObject } from 'react';
import { EARLY_CLICK_ATTRIBUTE, LIVE_ATTRIBUTE } from '../shared/dataAttributes';

/**
 * Takes a `data-early` control over from the head script (lib/early/headScript.ts) once its component
 * runs: from then on React answers its clicks, and `onEarlyClick` carries out a click the visitor
 * made before. Returns the ref to put on the control.
 */
export function useTakeOver<T extends HTMLElement>(onEarlyClick?: () => void): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || element.hasAttribute(LIVE_ATTRIBUTE)) return;
    element.setAttribute(LIVE_ATTRIBUTE, '');
    if (!element.hasAttribute(EARLY_CLICK_ATTRIBUTE)) return;
    element.removeAttribute(EARLY_CLICK_ATTRIBUTE);
    onEarlyClick?.();
  }, [onEarlyClick]);
  return ref;
}
