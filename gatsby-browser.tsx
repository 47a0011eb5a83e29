import type { GatsbyBrowser } from 'gatsby';

export { wrapPageElement } from './src/components/layout/wrapPage';

/**
 * The browser scrolls for jumps within a page (smoothly, by CSS) and for the first page, where
 * the visitor may have scrolled before the framework ran; Gatsby should not scroll again. A new
 * page is put at its top, or where it was left, at once: the smooth scrolling is for jumps.
 */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({
  prevRouterProps,
  routerProps: { location },
  getSavedScrollPosition,
}) => {
  if (!prevRouterProps || prevRouterProps.location.pathname === location.pathname) return false;
  const saved = getSavedScrollPosition(location) as [number, number | null | undefined] | null;
  window.scrollTo({ top: saved?.[1] ?? 0, behavior: 'instant' });
  return false;
};
