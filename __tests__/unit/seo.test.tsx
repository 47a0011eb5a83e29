import { render } from '@testing-library/react';
import type { HeadProps } from 'gatsby';
import type { ReactElement } from 'react';
import { Head as HomeHead } from '../../src/pages/index';
import { Head as NotFoundHead } from '../../src/pages/404';
import { Head as ResumeHead } from '../../src/pages/resume';
import { Head as VideosHead } from '../../src/pages/videos';
import type { PageLanguage } from '../../src/shared/i18n';
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
  const tags = {
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
      image: new URL('/og-image.png', origin).href,
      sameAs: siteData.social.map((link) => link.url),
      worksFor: { '@type': 'Organization', name: siteData.company.name },
    });
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
