import type { GatsbyBrowser } from 'gatsby';
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/**
 * Hydrates as a transition: React then works in short slices and yields to the browser, so
 * making the server-rendered page interactive never blocks input for long on a slow phone.
 * An empty container (the development server sends no HTML) is rendered, not hydrated. The
 * returned function unmounts, as Gatsby's development server expects.
 */
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => {
  return (element: ReactNode, container: Element) => {
    let root: Root | undefined;
    if (container.hasChildNodes()) {
      startTransition(() => {
        root = hydrateRoot(container, element);
      });
    } else {
      root = createRoot(container);
      root.render(element);
    }
    return () => root?.unmount();
  };
};

/**
 * Gatsby begins loading the page (its data request, then the render) in the same task that
 * runs its bundles; waiting one task first keeps the two apart, so neither is a long task.
 */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });
