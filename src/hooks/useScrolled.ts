import { useEffect, useState } from 'react';
import { NAV_SOLID_AFTER_PX } from '../constants';
import { isScrolledPast } from '../lib/scroll';

/** Whether the window is scrolled more than `threshold` pixels; follows every scroll. */
export function useScrolled(threshold: number = NAV_SOLID_AFTER_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(isScrolledPast(window.scrollY, threshold));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
