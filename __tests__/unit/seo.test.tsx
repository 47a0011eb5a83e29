import { render } from '@testing-library/react';
import type { HeadProps } from 'gatsby';
import type { ReactElement } from 'react';
import { onRenderBody } from '../../gatsby-ssr';
import { Head as HomeHead } from '../../src/pages/index';
import { Head as NotFoundHead } from '../../src/pages/404';
import { Head as ResumeHead } from '../../src/pages/resume';
import { Head as VideosHead } from '../../src/pages/videos';
import type { Messages, PageLanguage } from '../../src/shared/i18n';
import english from '../../src/shared/i18n/en.json';
import spanish from '../../src/shared/i18n/es.json';
import arabic from '../../src/shared/i18n/ar.json';
import { homeData, resumePageData, siteData, videosPageData } from '../support/fixtures';
import { pageLanguage } from '../support/render';

/**
 * Renders a page's Head export and reads the tags back, then unmounts it. React 19 puts
 * <title>, <meta> and <link> into document.head, as Gatsby's Head API does at build time.
 */
function head(element: ReactElement) {
  const { container, unmount } = render(element);
  const meta = new Map<string, string>();
  for (const tag of Array.from(document.head.querySelectorAll('meta'))) {
    const key = tag.getAttribute('name') ?? tag.getAttribute('property');
    if (key) meta.set(key, tag.getAttribute('content') ?? '');
  }
  const links = new Map<string, string>();
  for (const tag of Array.from(document.head.querySelectorAll('link'))) {
    links.set(tag.getAttribute('rel') ?? '', tag.getAttribute('href') ?? '');
  }
  const html = document.documentElement;
  // <html lang dir> is the server's (gatsby-ssr.tsx): a Head sets no attribute of it.
  const htmlSet = { lang: html.getAttribute('lang'), dir: html.getAttribute('dir') };
  const repeated = Array.from(document.head.querySelectorAll('meta[property]')).map((tag) => [
    tag.getAttribute('property'),
    tag.getAttribute('content'),
  ]);
  const tags = {
    htmlSet,
    /** The page in each language: <link rel="alternate" hreflang> (not the resume's JSON). */
    alternates: Array.from(
      document.head.querySelectorAll('link[rel="alternate"][hreflang]:not([type])'),
    ).map((tag) => [tag.getAttribute('hreflang'), tag.getAttribute('href')]),
    /** Every value of a repeated meta tag, such as og:locale:alternate. */
    metas: (key: string) => repeated.filter(([name]) => name === key).map(([, value]) => value),
    title: document.head.querySelector('title')?.textContent ?? '',
    meta: (key: string) => meta.get(key),
    link: (rel: string) => links.get(rel),
    jsonLd: Array.from(container.querySelectorAll('script[type="application/ld+json"]')).map(
      (script) => JSON.parse(script.textContent ?? ''),
    ),
  };
  unmount();
  return tags;
}

/** <html lang dir> as the server writes them for a page with this context (gatsby-ssr.tsx). */
function htmlAttributes(pageContext: PageLanguage | null) {
  const set: Record<string, unknown>[] = [];
  const ssr = onRenderBody as unknown as (args: Record<string, unknown>) => void;
  ssr({
    pathname: '/',
    // `gatsby develop` renders one shell for every page and passes no page data.
    loadPageDataSync: pageContext ? () => ({ result: { pageContext } }) : undefined,
    setHtmlAttributes: (attributes: Record<string, unknown>) => set.push(attributes),
    setHeadComponents: () => undefined,
  });
  return Object.assign({}, ...set) as Record<string, unknown>;
}

/** What Gatsby passes a page's Head: the page's context is its language (English here). */
const props = <D,>(data: D, pathname: string, basePath = pathname) =>
  ({
    data,
    location: { pathname },
    params: {},
    pageContext: pageLanguage(basePath),
  }) as unknown as HeadProps<D, PageLanguage>;

const origin = siteData.siteUrl;

describe('head of every page', () => {
  it.each([
    ['/', <HomeHead key="home" {...props(homeData, '/')} />],
    ['/resume', <ResumeHead key="resume" {...props(resumePageData, '/resume')} />],
    ['/videos', <VideosHead key="videos" {...props(videosPageData, '/videos')} />],
  ])('%s has its title, description, canonical URL and sharing tags', (path, page) => {
    const tags = head(page);
    expect(tags.htmlSet).toEqual({ lang: null, dir: null });
    expect(htmlAttributes((page.props as HeadProps).pageContext as PageLanguage)).toEqual({
      lang: 'en',
      dir: 'ltr',
    });
    expect(tags.title).toContain(siteData.name);
    expect(tags.meta('description')?.length).toBeGreaterThan(50);
    const canonical = new URL(path, origin).href;
    expect(tags.link('canonical')).toBe(canonical);
    expect(tags.meta('og:url')).toBe(canonical);
    expect(tags.meta('og:title')).toBe(tags.title);
    expect(tags.meta('og:description')).toBe(tags.meta('description'));
    expect(tags.meta('og:type')).toBeTruthy();
    expect(tags.meta('og:image')).toBe(new URL('/og-image.png', origin).href);
    expect(tags.meta('og:image:width')).toBe('1200');
    expect(tags.meta('og:image:height')).toBe('630');
    expect(tags.meta('og:image:alt')).toContain(siteData.name);
    expect(tags.meta('twitter:card')).toBe('summary_large_image');
    // theme-color is the same on every page: gatsby-ssr.tsx writes it once (theme.test.tsx).
    expect(tags.meta('theme-color')).toBeUndefined();
    expect(tags.meta('robots')).toBeUndefined();
  });

  it('gives each page its own title', () => {
    const titles = [
      <HomeHead key="home" {...props(homeData, '/')} />,
      <ResumeHead key="resume" {...props(resumePageData, '/resume')} />,
      <VideosHead key="videos" {...props(videosPageData, '/videos')} />,
    ].map((page) => head(page).title);
    expect(new Set(titles).size).toBe(3);
  });

  it("leaves the document's <html> alone: its theme stays when the Head unmounts", () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    expect(head(<HomeHead {...props(homeData, '/')} />).htmlSet).toEqual({ lang: null, dir: null });
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });
});

describe('structured data', () => {
  it('describes the owner as a Person on home', () => {
    const [person] = head(<HomeHead {...props(homeData, '/')} />).jsonLd;
    expect(person).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: siteData.name,
      jobTitle: siteData.title,
      url: new URL('/', origin).href,
      image: new URL(siteData.portrait.src.publicURL, origin).href,
      sameAs: siteData.social.map((link) => link.url),
      worksFor: { '@type': 'Organization', name: siteData.company.name },
    });
  });

  it('gives the Person no image when the content has no portrait, not the share image', () => {
    const data = {
      ...homeData,
      owner: { ...siteData, portrait: null },
    } as unknown as Queries.HomePageQuery;
    const [person] = head(<HomeHead {...props(data, '/')} />).jsonLd;
    expect(person).toMatchObject({ '@type': 'Person', name: siteData.name });
    expect(person).not.toHaveProperty('image');
  });

  it('describes the resume as a ProfilePage about the owner', () => {
    const [profile] = head(<ResumeHead {...props(resumePageData, '/resume')} />).jsonLd;
    expect(profile).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: siteData.name },
    });
  });
});

describe('404 page head', () => {
  it('asks search engines not to index it', () => {
    const tags = head(<NotFoundHead {...props(homeData, '/missing', '/404')} />);
    expect(tags.meta('robots')).toBe('noindex');
    expect(tags.link('canonical')).toBeUndefined();
    expect(tags.title).toContain('Page not found');
  });
});

describe('head of a page in another language', () => {
  const languages = [
    { lang: 'en', name: english.$language },
    { lang: 'es', name: spanish.$language },
    { lang: 'ar', name: arabic.$language },
  ];
  const inLanguage = <D,>(data: D, basePath: string, lang: string, messages: Messages) =>
    ({
      data,
      location: { pathname: lang === 'en' ? basePath : `/${lang}${basePath}` },
      params: {},
      pageContext: pageLanguage(basePath, { lang, messages, languages }),
    }) as unknown as HeadProps<D, PageLanguage>;

  it("has the language's title and address, and names the page in every language", () => {
    const page = inLanguage(resumePageData, '/resume', 'es', spanish as Messages);
    const tags = head(<ResumeHead {...page} />);
    expect(htmlAttributes(page.pageContext)).toEqual({ lang: 'es', dir: 'ltr' });
    expect(tags.title).toBe(`${spanish.resume.title} | ${siteData.name}`);
    expect(tags.link('canonical')).toBe(new URL('/es/resume', origin).href);
    expect(tags.meta('og:url')).toBe(new URL('/es/resume', origin).href);
    expect(tags.alternates).toEqual([
      ['en', new URL('/resume', origin).href],
      ['es', new URL('/es/resume', origin).href],
      ['ar', new URL('/ar/resume', origin).href],
      ['x-default', new URL('/resume', origin).href],
    ]);
    expect(tags.meta('og:locale')).toBe('es_ES');
    expect(tags.metas('og:locale:alternate')).toEqual(['en_US', 'ar_EG']);
    expect(tags.meta('og:image')).toBe(new URL('/es/og-image.png', origin).href);
  });

  it('is right to left in Arabic, with the default share image (no image is set right to left)', () => {
    const page = inLanguage(homeData, '/', 'ar', arabic as Messages);
    const tags = head(<HomeHead {...page} />);
    expect(htmlAttributes(page.pageContext)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(tags.link('canonical')).toBe(new URL('/ar', origin).href);
    expect(tags.meta('og:image')).toBe(new URL('/og-image.png', origin).href);
  });

  it('renders the shell of `gatsby develop`, which has no page data, in the default language', () => {
    expect(htmlAttributes(null)).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('lists no alternates when the site has one language', () => {
    expect(head(<ResumeHead {...props(resumePageData, '/resume')} />).alternates).toEqual([]);
  });
});
