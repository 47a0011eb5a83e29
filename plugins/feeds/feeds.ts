// A language's posts as the three feeds readers subscribe to: RSS 2.0, Atom 1.0 and JSON Feed
// 1.1, each written whole as a string, the posts' full text in every one.
import { buildDay } from '../../src/shared/dates';

export interface FeedPost {
  /** The post's page, absolute. */
  url: string;
  title: string;
  summary: string;
  /** The full text as HTML, its links already absolute. */
  html: string;
  /** YYYY-MM-DD */
  published: string;
  /** YYYY-MM-DD, when the post was changed after it was published. */
  updated?: string;
  tags: string[];
  lang: string;
}

export interface Feed {
  lang: string;
  title: string;
  description: string;
  /** The writing index, absolute. */
  home: string;
  author: { name: string; url: string };
  /** Where each of the three feeds is served, absolute. */
  urls: { rss: string; atom: string; json: string };
  /** Newest first. */
  posts: FeedPost[];
}

/** What XML 1.0 allows in a document: any other character makes a reader refuse the feed. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ESCAPED: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as XML character data or an attribute's value. */
const xml = (text: string) => text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ESCAPED[c]);

/** Text as CDATA: a "]]>" in it is split across two sections, which a reader joins again. */
const cdata = (text: string) =>
  `<![CDATA[${text.replace(NOT_XML, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/** A post's day, as midnight UTC: the day is all the content says. */
function midnight(day: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  // A day the calendar lacks (2024-02-30) would roll over into the next month.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw new Error(`a post's date is "${day}": it must be a day, YYYY-MM-DD`);
  }
  return date;
}

/** RFC 3339, as Atom and JSON Feed write times. */
const rfc3339 = (day: string) => midnight(day).toISOString().replace('.000Z', 'Z');
/** RFC 822, as RSS writes them (toUTCString's form, with "GMT"). */
const rfc822 = (day: string) => midnight(day).toUTCString();

const lastChange = (post: FeedPost) => post.updated ?? post.published;

/** The feed's last change: its latest post's, an edit of an older post included. */
function feedUpdated(feed: Feed): string | undefined {
  return feed.posts
    .map(lastChange)
    .reduce<string | undefined>((a, b) => (a && a > b ? a : b), undefined);
}

const element = (name: string, text: string) => `<${name}>${xml(text)}</${name}>`;
const lines = (indent: string, parts: string[]) =>
  parts.map((part) => `${indent}${part}\n`).join('');

/** RSS 2.0, each post's full text in content:encoded and its tags as categories. */
export function rss(feed: Feed): string {
  const updated = feedUpdated(feed);
  const items = feed.posts.map(
    (post) =>
      `    <item>\n${lines('      ', [
        element('title', post.title),
        element('link', post.url),
        `<guid isPermaLink="true">${xml(post.url)}</guid>`,
        element('description', post.summary),
        `<content:encoded>${cdata(post.html)}</content:encoded>`,
        element('pubDate', rfc822(post.published)),
        element('dc:creator', feed.author.name),
        ...(post.lang === feed.lang ? [] : [element('dc:language', post.lang)]),
        ...post.tags.map((tag) => element('category', tag)),
      ])}    </item>\n`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" ' +
    'xmlns:content="http://purl.org/rss/1.0/modules/content/" ' +
    'xmlns:dc="http://purl.org/dc/elements/1.1/">\n' +
    `  <channel>\n${lines('    ', [
      element('title', feed.title),
      element('link', feed.home),
      element('description', feed.description),
      element('language', feed.lang),
      `<atom:link href="${xml(feed.urls.rss)}" rel="self" type="application/rss+xml"/>`,
      ...(updated ? [element('lastBuildDate', rfc822(updated))] : []),
    ])}${items.join('')}  </channel>\n</rss>\n`
  );
}

/** Atom 1.0, in the feed's language, each entry with its full text as HTML. */
export function atom(feed: Feed): string {
  // Atom requires the feed's time: with no post yet, the build's day.
  const updated = feedUpdated(feed) ?? buildDay();
  const entries = feed.posts.map(
    (post) =>
      `  <entry${post.lang === feed.lang ? '' : ` xml:lang="${xml(post.lang)}"`}>\n${lines('    ', [
        element('id', post.url),
        `<title type="text">${xml(post.title)}</title>`,
        `<link rel="alternate" type="text/html" href="${xml(post.url)}"/>`,
        element('published', rfc3339(post.published)),
        element('updated', rfc3339(lastChange(post))),
        `<summary type="text">${xml(post.summary)}</summary>`,
        `<content type="html">${xml(post.html)}</content>`,
        ...post.tags.map((tag) => `<category term="${xml(tag)}"/>`),
      ])}  </entry>\n`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xml(feed.lang)}">\n${lines('  ', [
      element('id', feed.home),
      `<title type="text">${xml(feed.title)}</title>`,
      `<subtitle type="text">${xml(feed.description)}</subtitle>`,
      `<link rel="alternate" type="text/html" href="${xml(feed.home)}"/>`,
      `<link rel="self" type="application/atom+xml" href="${xml(feed.urls.atom)}"/>`,
      element('updated', rfc3339(updated)),
      `<author>${element('name', feed.author.name)}${element('uri', feed.author.url)}</author>`,
    ])}${entries.join('')}</feed>\n`
  );
}

/** JSON Feed 1.1, the same posts as the XML feeds. */
export function jsonFeed(feed: Feed): string {
  const author = { name: feed.author.name, url: feed.author.url };
  return `${JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1.1',
      title: feed.title,
      home_page_url: feed.home,
      feed_url: feed.urls.json,
      description: feed.description,
      language: feed.lang,
      authors: [author],
      items: feed.posts.map((post) => ({
        id: post.url,
        url: post.url,
        title: post.title,
        summary: post.summary,
        content_html: post.html,
        date_published: rfc3339(post.published),
        date_modified: rfc3339(lastChange(post)),
        tags: post.tags,
        language: post.lang,
      })),
    },
    null,
    2,
  )}\n`;
}
