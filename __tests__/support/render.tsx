// Renders a page or component inside the same wrapper Gatsby uses in the browser.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { wrapPageElement } from '../../src/components/layout/wrapPage';

export function renderInSite(element: ReactElement, pathname = '/'): RenderResult {
  const wrap = wrapPageElement as unknown as (args: {
    element: ReactElement;
    props: { location: { pathname: string } };
  }) => ReactElement;
  return render(wrap({ element, props: { location: { pathname } } }));
}

/** Props Gatsby passes to a page component, as far as our pages read them. */
export function pageProps<D>(data: D, pathname = '/') {
  return { data, location: { pathname } } as unknown as import('gatsby').PageProps<D>;
}
