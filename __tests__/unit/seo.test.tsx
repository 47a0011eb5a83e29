import { Helmet } from 'react-helmet';
import HomePage from '../../src/pages/index';
import NotFoundPage from '../../src/pages/404';
import ResumePage from '../../src/pages/resume';
import VideosPage from '../../src/pages/videos';
import { homeData, resumePageData, siteData, videosPageData } from '../support/fixtures';
import { pageProps, renderInSite } from '../support/render';

interface HeadTag {
  name?: string;
  property?: string;
  rel?: string;
  href?: string;
  content?: string;
  innerHTML?: string;
  cssText?: string;
}

function head() {
  const state = Helmet.peek() as unknown as {
    title: string;
    metaTags: HeadTag[];
    linkTags: HeadTag[];
    scriptTags: HeadTag[];
    htmlAttributes: Record<string, string>;
  };
  const meta = (key: string) =>
    state.metaTags.find((tag) => tag.name === key || tag.property === key)?.content;
  const link = (rel: string) => state.linkTags.find((tag) => tag.rel === rel)?.href;
  const jsonLd = state.scriptTags.map((tag) => JSON.parse(tag.innerHTML ?? tag.cssText ?? ''));
  return { ...state, meta, link, jsonLd };
}

const origin = siteData.siteUrl;

describe('head of every page', () => {
  it.each([
    ['/', <HomePage key="home" {...pageProps(homeData)} />],
    ['/resume', <ResumePage key="resume" {...pageProps(resumePageData, '/resume')} />],
    ['/videos', <VideosPage key="videos" {...pageProps(videosPageData, '/videos')} />],
  ])('%s has its title, description, canonical URL and sharing tags', (path, page) => {
    renderInSite(page, path);
    const tags = head();
    expect(tags.htmlAttributes.lang).toBe('en');
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
    expect(tags.meta('theme-color')).toMatch(/^#/);
    expect(tags.meta('robots')).toBeUndefined();
  });

  it('gives each page its own title', () => {
    const titles = [
      <HomePage key="home" {...pageProps(homeData)} />,
      <ResumePage key="resume" {...pageProps(resumePageData, '/resume')} />,
      <VideosPage key="videos" {...pageProps(videosPageData, '/videos')} />,
    ].map((page) => {
      const { unmount } = renderInSite(page);
      const { title } = head();
      unmount();
      return title;
    });
    expect(new Set(titles).size).toBe(3);
  });
});

describe('structured data', () => {
  it('describes the owner as a Person on home', () => {
    renderInSite(<HomePage {...pageProps(homeData)} />);
    const [person] = head().jsonLd;
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
    renderInSite(<ResumePage {...pageProps(resumePageData, '/resume')} />, '/resume');
    const [profile] = head().jsonLd;
    expect(profile).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: siteData.name },
    });
  });
});

describe('404 page head', () => {
  it('asks search engines not to index it', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInSite(<NotFoundPage {...pageProps(homeData, '/missing')} />, '/missing');
    expect(head().meta('robots')).toBe('noindex');
    expect(head().link('canonical')).toBeUndefined();
  });
});
