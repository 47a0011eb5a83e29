// Each language's feeds of the owner's posts (RSS 2.0, Atom 1.0, JSON Feed 1.1), written into
// public/ after the build under the language's prefix, each post's whole text with its links
// made absolute. A site without posts gets no feed, and its pages announce none.
import type { GatsbyNode } from 'gatsby';
import { FEEDS, postPath, WRITING_PATH } from '../../src/shared/constants';
import { format, localePath } from '../../src/shared/i18n';
import { loadCheckedContent } from '../content-engine/load';
import {
  contentDirOf,
  contentOptionsSchema,
  publicDirOf,
  writePublicFiles,
} from '../shared/gatsby';
import { absoluteLinks } from './absoluteLinks';
import { atom, jsonFeed, rss, type Feed } from './feeds';

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = contentOptionsSchema;

interface FeedsQuery {
  allPost: {
    nodes: {
      slug: string;
      lang: string;
      title: string;
      summary: string;
      date: string;
      updated: string | null;
      untranslated: boolean;
      tags: { name: string }[];
      file: { childMarkdownRemark: { html: string } | null };
    }[];
  };
}

// basePath is the path prefix with --prefix-paths, and '' without.
export const onPostBuild: GatsbyNode['onPostBuild'] = async (
  { graphql, store, reporter, basePath: prefix, cache },
  options,
) => {
  const { languages } = loadCheckedContent(contentDirOf(options));
  if (!languages) {
    reporter.panicOnBuild('The content has errors: the feeds were not written.');
    return;
  }
  const result = await graphql<FeedsQuery>(`
    query FeedPosts {
      allPost(sort: [{ date: DESC }, { slug: ASC }]) {
        nodes {
          slug
          lang
          title
          summary
          date
          updated
          untranslated
          tags {
            name
          }
          file {
            childMarkdownRemark {
              html
            }
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read the posts for their feeds', result.errors);
    return;
  }
  const posts = result.data.allPost.nodes;
  const files: Record<string, string> = {};
  const defaultLang = languages[0].lang;
  for (const { lang, content, messages } of posts.length ? languages : []) {
    const { site } = content;
    const words = messages.writing;
    const at = (sitePath: string) =>
      new URL(`${prefix ?? ''}${localePath(sitePath, lang, defaultLang)}`, site.siteUrl).href;
    const feed: Feed = {
      lang,
      title: `${words.title} | ${site.name}`,
      description: format(words.description, { name: site.name }),
      home: at(WRITING_PATH),
      author: { name: site.name, url: at('/') },
      urls: { rss: at(FEEDS.rss), atom: at(FEEDS.atom), json: at(FEEDS.json) },
      posts: posts
        .filter((post) => post.lang === lang)
        .map((post) => ({
          url: at(postPath(post.slug)),
          title: post.title,
          summary: post.summary,
          html: absoluteLinks(
            post.file.childMarkdownRemark?.html ?? '',
            at(postPath(post.slug)),
            prefix ?? '',
          ),
          published: post.date,
          ...(post.updated && { updated: post.updated }),
          tags: post.tags.map((tag) => tag.name),
          lang: post.untranslated ? defaultLang : lang,
        })),
    };
    files[localePath(FEEDS.rss, lang, defaultLang)] = rss(feed);
    files[localePath(FEEDS.atom, lang, defaultLang)] = atom(feed);
    files[localePath(FEEDS.json, lang, defaultLang)] = jsonFeed(feed);
  }
  await writePublicFiles(publicDirOf(store), cache?.directory, files);
};
