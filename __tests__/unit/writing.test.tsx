// The owner's posts as a reader meets them in lists and on a post's page: the facts of each
// (its day, reading time, and the marks of a draft or a post not yet due, which develop alone
// shows), a long post's contents, a series' parts with the ones before and after, the related
// posts chosen by shared tags, and a feed's links made absolute.
import { screen, within } from '@testing-library/react';
import { absoluteLinks } from '../../plugins/feeds/absoluteLinks';
import { PostList } from '../../src/components/writing/PostList';
import { SeriesParts } from '../../src/components/writing/PostNavigation';
import { TableOfContents } from '../../src/components/writing/TableOfContents';
import { TOC_MIN_HEADINGS } from '../../src/shared/constants';
import en from '../../src/shared/i18n/en.json';
import { format } from '../../src/shared/i18n';
import { relatedPosts } from '../../src/shared/related';
import { postItem } from '../support/fixtures';
import { renderInSite } from '../support/render';

const words = en.writing;

test("a listed post shows its day and reading time; a draft's and a later post's marks only on them", () => {
  const draft = { ...postItem, slug: 'draft', title: 'A draft', draft: true };
  const later = { ...postItem, slug: 'later', title: 'Later', scheduled: true };
  renderInSite(<PostList posts={[postItem, draft, later]} />);
  const items = screen
    .getAllByRole('listitem')
    .filter((item) => within(item).queryByRole('heading'));
  expect(items).toHaveLength(3);
  const [plain, drafted, scheduled] = items;
  expect(plain).toHaveTextContent(postItem.dateShown);
  expect(plain).toHaveTextContent(
    format(words.readingTime, { minutes: String(postItem.readingMinutes) }),
  );
  expect(plain).not.toHaveTextContent(words.draft);
  expect(drafted).toHaveTextContent(words.draft);
  expect(scheduled).toHaveTextContent(format(words.scheduled, { date: postItem.dateShown }));
  expect(within(plain).getByRole('link', { name: postItem.title })).toHaveAttribute(
    'href',
    `/writing/${postItem.slug}`,
  );
  const tags = within(plain).getByRole('list', { name: words.tags });
  expect(
    within(tags)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(postItem.tags.map((tag) => `/writing/tags/${tag.slug}`));
});

test('a table of contents lists the sections of a post with enough of them, and no other', () => {
  const headings = Array.from({ length: TOC_MIN_HEADINGS }, (_, at) => ({
    id: `part-${at}`,
    value: `Part ${at}`,
    depth: at === 1 ? 3 : 2,
  }));
  const { unmount } = renderInSite(<TableOfContents headings={headings.slice(0, -1)} />);
  expect(screen.queryByRole('navigation', { name: words.onThisPage })).toBeNull();
  unmount();
  renderInSite(<TableOfContents headings={[...headings, { id: 'h4', value: 'Deep', depth: 4 }]} />);
  const contents = screen.getByRole('navigation', { name: words.onThisPage });
  expect(
    within(contents)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(headings.map((heading) => `#${heading.id}`));
});

test('a series lists its parts in order, the one read marked, with the parts before and after', () => {
  const parts = ['one', 'two', 'three'].map((slug, at) => ({
    slug,
    title: `Part ${slug}`,
    untranslated: false,
    seriesOrder: at + 1,
  }));
  renderInSite(<SeriesParts series="Notes" slug="two" parts={parts} />);
  // The series' name is a run of its own (jsdom spaces it in the name; browsers do not).
  const [before] = words.seriesParts.split('{series}');
  const nav = screen.getByRole('navigation', { name: new RegExp(`^${before}\\s*Notes`) });
  expect(
    within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(parts.map((part) => part.title));
  expect(within(nav).getByText('Part two')).toHaveAttribute('aria-current', 'page');
  expect(
    within(nav).getByRole('link', { name: format(words.previous, { title: 'Part one' }) }),
  ).toHaveAttribute('href', '/writing/one');
  expect(
    within(nav).getByRole('link', { name: format(words.next, { title: 'Part three' }) }),
  ).toHaveAttribute('href', '/writing/three');
});

test('related posts share the most tags, newest first among equals, none of its own series', () => {
  const tags = (...slugs: string[]) => slugs.map((slug) => ({ slug }));
  const read = { slug: 'read', tags: tags('a', 'b'), seriesSlug: 's' };
  const posts = [
    { slug: 'newest-one-tag', tags: tags('a') },
    { slug: 'same-series', tags: tags('a', 'b'), seriesSlug: 's' },
    { slug: 'two-tags', tags: tags('a', 'b') },
    { slug: 'none', tags: tags('c') },
    { slug: 'older-one-tag', tags: tags('b') },
    { slug: 'oldest-one-tag', tags: tags('b') },
    read,
  ];
  expect(relatedPosts(read, posts)).toEqual(['two-tags', 'newest-one-tag', 'older-one-tag']);
  expect(relatedPosts({ slug: 'alone', tags: [] }, posts)).toEqual([]);
});

test("a feed's post links and pictures are absolute, the site's paths with its prefix", () => {
  const html =
    '<a href="/writing/next">next</a> <a href="#fn-1">1</a> <a href="https://other.example/">o</a> <img src="/portfolio/static/a.png" srcset="/static/b.png 1x, c.png 2x">';
  expect(absoluteLinks(html, 'https://me.example/portfolio/writing/this', '/portfolio')).toBe(
    '<a href="https://me.example/portfolio/writing/next">next</a> <a href="https://me.example/portfolio/writing/this#fn-1">1</a> <a href="https://other.example/">o</a> <img src="https://me.example/portfolio/static/a.png" srcset="https://me.example/portfolio/static/b.png 1x, https://me.example/portfolio/writing/c.png 2x">',
  );
});
