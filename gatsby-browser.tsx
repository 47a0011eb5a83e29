import type { GatsbyBrowser } from 'gatsby';
import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

export { wrapPageElement } from './src/components/layout/wrapPage';

/**
 * Hydrates as a transition: React then works in short slices and yields to the browser, so
 * making the server-rendered page interactive never blocks input for long on a slow phone.
 */
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => {
  return (element: ReactNode, container: Element) => {
    startTransition(() => {
      hydrateRoot(container, element);
    });
  };
};
