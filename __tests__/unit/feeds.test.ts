// The writing's feeds, read back by a feed reader's parser (feedsmith) and, for the XML ones, by
// a strict XML parser: what a reader shows is what the posts say, full text, dates and tags
// included, in every language and whatever characters a title holds.
import {
  type AtomFeed,
  type JsonFeed,
  parseAtomFeed,
  parseJsonFeed,
  parseRssFeed,
  type RssFeed,
} from 'feedsmith';
import { atom, type Feed, type FeedPost, jsonFeed, rss } from '../../plugins/feeds/feeds';
import { onDay } from '../support/buildDay';

const SITE = 'https://ana.example';
const TRICKY = 'Less <than> & more ]]> after';
const ARABIC = 'كيف نكتب واجهات تقرأ من اليمين إلى اليسار';

const post = (slug: string, fields: Partial<FeedPost>): FeedPost => ({
  url: `${SITE}/writing/${slug}/`,
  title: slug,
  summary: `About ${slug}.`,
  html: `<p>The text of ${slug}.</p>`,
  published: '2024-01-01',
  tags: [],
  lang: 'en',
  ...fields,
});

const POSTS: FeedPost[] = [
  post('newest', {
    title: TRICKY,
    summary: 'A summary with <angle> brackets & ampersands.',
    html: `<h2>Code</h2><pre><code>if (a &lt; b &amp;&amp; c) x[y[0]]&gt;1;</code></pre><p>Ends with ]]> and <a href="${SITE}/resume/">a link</a>.</p>`,
    published: '2024-03-01',
    tags: ['typescript', 'R&D'],
  }),
  post('arabic', {
    title: ARABIC,
    html: '<p dir="rtl">نص المقال كاملاً.</p>',
    published: '2024-02-10',
    tags: ['عربي'],
    lang: 'ar',
  }),
  post('oldest', { published: '2023-11-05', updated: '2024-03-20', tags: ['notes'] }),
];

const feedOf = (posts: FeedPost[]): Feed => ({
  lang: 'en',
  title: `Ana's writing & notes`,
  description: 'Posts on the web, <em>plainly</em>.',
  home: `${SITE}/writing/`,
  author: { name: 'Ana Ruiz', url: `${SITE}/` },
  urls: {
    rss: `${SITE}/writing/rss.xml`,
    atom: `${SITE}/writing/atom.xml`,
    json: `${SITE}/writing/feed.json`,
  },
  posts,
});
const FEED = feedOf(POSTS);

/** What a strict XML 1.0 parser says of a document: nothing when it is well-formed. */
function xmlErrors(text: string): string[] {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  return Array.from(
    document.getElementsByTagName('parsererror'),
    (error) => error.textContent ?? '',
  );
}

describe('rss', () => {
  const text = rss(FEED);
  // Parsed before the tests run, not as they are collected: a feed the parser refuses fails
  // each test, not the file.
  let parsed: RssFeed.Feed<string>;
  beforeAll(() => {
    parsed = parseRssFeed(text);
  });

  it('is well-formed XML', () => {
    expect(xmlErrors(text)).toEqual([]);
  });

  it("gives the channel's title, links, language and last change", () => {
    expect(parsed.title).toBe(FEED.title);
    expect(parsed.link).toBe(`${SITE}/writing/`);
    expect(parsed.description).toBe(FEED.description);
    expect(parsed.language).toBe('en');
    expect(parsed.atom?.links).toEqual([
      { href: FEED.urls.rss, rel: 'self', type: 'application/rss+xml' },
    ]);
    // The oldest post's edit is the feed's latest change.
    expect(parsed.lastBuildDate).toBe('Wed, 20 Mar 2024 00:00:00 GMT');
  });

  it('gives each post, newest first, with its full text, day and tags', () => {
    expect(parsed.items?.map((item) => item.link)).toEqual(POSTS.map((p) => p.url));
    expect(parsed.items?.map((item) => item.guid)).toEqual(
      POSTS.map((p) => ({ value: p.url, isPermaLink: true })),
    );
    expect(parsed.items?.map((item) => item.title)).toEqual([TRICKY, ARABIC, 'oldest']);
    expect(parsed.items?.map((item) => item.description)).toEqual(POSTS.map((p) => p.summary));
    expect(parsed.items?.map((item) => item.content?.encoded)).toEqual(POSTS.map((p) => p.html));
    expect(parsed.items?.map((item) => item.pubDate)).toEqual([
      'Fri, 01 Mar 2024 00:00:00 GMT',
      'Sat, 10 Feb 2024 00:00:00 GMT',
      'Sun, 05 Nov 2023 00:00:00 GMT',
    ]);
    expect(parsed.items?.map((item) => item.categories?.map((c) => c.name) ?? [])).toEqual(
      POSTS.map((p) => p.tags),
    );
    expect(parsed.items?.map((item) => item.dc?.languages?.[0])).toEqual([
      undefined,
      'ar',
      undefined,
    ]);
  });
});

describe('atom', () => {
  const text = atom(FEED);
  let parsed: AtomFeed.Feed<string>;
  beforeAll(() => {
    parsed = parseAtomFeed(text);
  });

  it('is well-formed XML', () => {
    expect(xmlErrors(text)).toEqual([]);
  });

  it("gives the feed's title, language, links, author and last change", () => {
    expect(parsed.title).toEqual({ value: FEED.title, type: 'text' });
    expect(parsed.subtitle).toEqual({ value: FEED.description, type: 'text' });
    expect(parsed.xml?.lang).toBe('en');
    expect(parsed.id).toBe(FEED.home);
    expect(parsed.links).toEqual([
      { href: FEED.home, rel: 'alternate', type: 'text/html' },
      { href: FEED.urls.atom, rel: 'self', type: 'application/atom+xml' },
    ]);
    expect(parsed.authors).toEqual([{ name: 'Ana Ruiz', uri: `${SITE}/` }]);
    expect(parsed.updated).toBe('2024-03-20T00:00:00Z');
  });

  it('gives each entry its id, link, dates, summary, full HTML, tags and language', () => {
    const entries = parsed.entries ?? [];
    expect(entries.map((entry) => entry.id)).toEqual(POSTS.map((p) => p.url));
    expect(entries.map((entry) => entry.links)).toEqual(
      POSTS.map((p) => [{ href: p.url, rel: 'alternate', type: 'text/html' }]),
    );
    expect(entries.map((entry) => entry.title?.value)).toEqual([TRICKY, ARABIC, 'oldest']);
    expect(entries.map((entry) => entry.summary?.value)).toEqual(POSTS.map((p) => p.summary));
    expect(entries.map((entry) => entry.content)).toEqual(
      POSTS.map((p) => ({ value: p.html, type: 'html' })),
    );
    expect(entries.map((entry) => [entry.published, entry.updated])).toEqual([
      ['2024-03-01T00:00:00Z', '2024-03-01T00:00:00Z'],
      ['2024-02-10T00:00:00Z', '2024-02-10T00:00:00Z'],
      ['2023-11-05T00:00:00Z', '2024-03-20T00:00:00Z'],
    ]);
    expect(entries.map((entry) => entry.categories?.map((c) => c.term) ?? [])).toEqual(
      POSTS.map((p) => p.tags),
    );
    expect(entries.map((entry) => entry.xml?.lang)).toEqual([undefined, 'ar', undefined]);
  });
});

describe('jsonFeed', () => {
  const text = jsonFeed(FEED);
  let parsed: JsonFeed.Feed<string>;
  beforeAll(() => {
    parsed = parseJsonFeed(text);
  });

  it('is JSON Feed 1.1, with its language, addresses and author', () => {
    expect(JSON.parse(text).version).toBe('https://jsonfeed.org/version/1.1');
    expect(parsed.title).toBe(FEED.title);
    expect(parsed.description).toBe(FEED.description);
    expect(parsed.language).toBe('en');
    expect(parsed.home_page_url).toBe(FEED.home);
    expect(parsed.feed_url).toBe(FEED.urls.json);
    expect(parsed.authors).toEqual([{ name: 'Ana Ruiz', url: `${SITE}/` }]);
  });

  it('gives each item its address, full HTML, dates, tags and language', () => {
    expect(parsed.items).toEqual(
      POSTS.map((p) => ({
        id: p.url,
        url: p.url,
        title: p.title,
        summary: p.summary,
        content_html: p.html,
        date_published: `${p.published}T00:00:00Z`,
        date_modified: `${p.updated ?? p.published}T00:00:00Z`,
        tags: p.tags.length ? p.tags : undefined,
        language: p.lang,
      })),
    );
  });
});

describe('what a title may hold', () => {
  const titled = (title: string) => feedOf([post('one', { title, html: `<p>${title}</p>` })]);

  it.each([
    ['a right-to-left title', ARABIC],
    ['markup, an ampersand and the end of a CDATA section', '<b>x</b> & y ]]> z ]]]]>'],
  ])('keeps %s as written in all three feeds', (_, title) => {
    const feed = titled(title);
    expect(xmlErrors(rss(feed))).toEqual([]);
    expect(xmlErrors(atom(feed))).toEqual([]);
    expect(parseRssFeed(rss(feed)).items?.[0].title).toBe(title);
    expect(parseRssFeed(rss(feed)).items?.[0].content?.encoded).toBe(`<p>${title}</p>`);
    expect(parseAtomFeed(atom(feed)).entries?.[0].title?.value).toBe(title);
    expect(parseAtomFeed(atom(feed)).entries?.[0].content?.value).toBe(`<p>${title}</p>`);
    expect(parseJsonFeed(jsonFeed(feed)).items?.[0].title).toBe(title);
  });

  it('leaves out the characters XML 1.0 forbids, and keeps every other', () => {
    const feed = titled('a\u0000b\u0001c\u000bd\ud800e\ufffef\u{1f600}g\u00e9');
    expect(xmlErrors(rss(feed))).toEqual([]);
    expect(xmlErrors(atom(feed))).toEqual([]);
    expect(parseRssFeed(rss(feed)).items?.[0].title).toBe('abcdef\u{1f600}g\u00e9');
    expect(parseAtomFeed(atom(feed)).entries?.[0].title?.value).toBe('abcdef\u{1f600}g\u00e9');
  });
});

describe('a feed with no post yet', () => {
  const empty = feedOf([]);

  it('is still a feed each format reads, with no item', async () => {
    expect(xmlErrors(rss(empty))).toEqual([]);
    const fromRss = parseRssFeed(rss(empty));
    expect([fromRss.title, fromRss.link, fromRss.items]).toEqual([
      empty.title,
      empty.home,
      undefined,
    ]);

    const text = await onDay('2025-06-30', () => atom(empty));
    expect(xmlErrors(text)).toEqual([]);
    const fromAtom = parseAtomFeed(text);
    expect([fromAtom.title?.value, fromAtom.entries]).toEqual([empty.title, undefined]);
    // Atom requires the feed's time: the build's day, with nothing newer.
    expect(fromAtom.updated).toBe('2025-06-30T00:00:00Z');

    expect(JSON.parse(jsonFeed(empty)).items).toEqual([]);
    expect(parseJsonFeed(jsonFeed(empty)).title).toBe(empty.title);
  });
});

it("refuses a post's date that is not a day", () => {
  expect(() => rss(feedOf([post('bad', { published: '2024-02-30' })]))).toThrow(/YYYY-MM-DD/);
  expect(() => atom(feedOf([post('bad', { published: '1 March 2024' })]))).toThrow(/YYYY-MM-DD/);
});
