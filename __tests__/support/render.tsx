// Renders a page or component inside the same wrapper Gatsby uses in the browser, with the page
// context a page gets from the build: its language (English unless given).
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { wrapPageElement } from '../../src/components/layout/wrapPage';
import english from '../../src/shared/i18n/en.json';
import { directionOf, type Messages, type PageLanguage } from '../../src/shared/i18n';

/** A page's language: `lang` with its words, among `others` (the default first). */
export function pageLanguage(
  basePath = '/',
  {
    lang = 'en',
    messages = english as Messages,
    languages = [{ lang, name: messages.$language }],
  }: Partial<PageLanguage> = {},
): PageLanguage {
  return { lang, dir: directionOf(lang), messages, languages, basePath };
}

export function renderInSite(
  element: ReactElement,
  pathname = '/',
  language: PageLanguage = pageLanguage(pathname),
): RenderResult {
  const wrap = wrapPageElement as unknown as (args: {
    element: ReactElement;
    props: { location: { pathname: string }; pageContext: PageLanguage };
  }) => ReactElement;
  return render(wrap({ element, props: { location: { pathname }, pageContext: language } }));
}

/** Props Gatsby passes to a page component, as far as our pages read them. */
export function pageProps<D>(data: D, pathname = '/', language = pageLanguage(pathname)) {
  return {
    data,
    location: { pathname },
    pageContext: language,
  } as unknown as import('gatsby').PageProps<D, PageLanguage>;
}
