import type { GatsbyBrowser } from 'gatsby';

export { wrapPageElement } from './src/components/layout/wrapPage';

/**
 * The browser scrolls for the first page, where the visitor may have scrolled before the
 * framework ran, and for jumps within a page and their history (smoothly, by CSS): Gatsby should
 * not scroll again. A page the router shows (a link, even to this page) is put at its top, or
 * where it was left, at once: the smooth scrolling is for jumps.
 */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({
  prevRouterProps,
  routerProps: { location },
  getSavedScrollPosition,
}) => {
  if (!prevRouterProps) return false;
  // Within a page, a fragment jump and its history entries (no router key) are the browser's.
  const samePage = prevRouterProps.location.pathname === location.pathname;
  const { key } = location as { key?: string };
  if (samePage && (location.hash || key === 'initial')) return false;
  const saved = getSavedScrollPosition(location) as [number, number | null | undefined] | null;
  window.scrollTo({ top: saved?.[1] ?? 0, behavior: 'instant' });
  return false;
};
