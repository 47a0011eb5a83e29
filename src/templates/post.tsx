// A post's page: its heading and facts, its text, its series and the posts related to it.
import styled from '@emotion/styled';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { Container } from '../components/ui/Section';
import { Screenshot } from '../components/ui/Screenshot';
import { FeedLinks } from '../components/writing/FeedLinks';
import { MarkdownText } from '../components/ui/MarkdownText';
import { blogPosting } from '../components/writing/postingJsonLd';
import { PostFacts, PostTags, SEPARATOR, usePostText } from '../components/writing/PostList';
import { RelatedPosts, SeriesParts } from '../components/writing/PostNavigation';
import { TableOfContents } from '../components/writing/TableOfContents';
import { required } from '../lib/required';
import { displayUrl } from '../shared/contact';
import { postImagePath, SHARE_IMAGE } from '../shared/constants';
import {
  format,
  formatParts,
  hasShareImageFont,
  localePath,
  type PageLanguage,
} from '../shared/i18n';
import { color, fontSize, fontWeight, mq, radius, space } from '../shared/tokens';

export interface PostContext extends PageLanguage {
  slug: string;
  related: string[];
}

const Header = styled.header`
  max-width: 46rem;
  padding: ${space[8]} 0 0;
`;

const Title = styled.h1`
  font-size: ${fontSize['2xl']};
  font-weight: ${fontWeight.bold};
  line-height: 1.2;
  text-wrap: balance;

  ${mq.md} {
    font-size: 2.441rem;
  }
`;

const Facts = styled.p`
  margin-top: ${space[3]};
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

const Note = styled.p`
  max-width: 46rem;
  margin-top: ${space[4]};
  padding: ${space[3]} ${space[4]};
  border-inline-start: 4px solid ${color.accent};
  background: ${color.surface};
  font-size: ${fontSize.sm};
`;

const Cover = styled(Screenshot)`
  max-width: 46rem;
  margin-top: ${space[6]};
  border-radius: ${radius.md};
`;

/** The post's own preview, drawn at build time in its language, or the default's where its
 *  script has no font (the build puts the default's at the language's address where the title
 *  alone cannot be set). */
function postImage(title: string, { lang, languages, slug }: PostContext) {
  const defaultLang = languages[0].lang;
  const shown = hasShareImageFont(lang) ? lang : defaultLang;
  const { width, height } = SHARE_IMAGE;
  return { src: localePath(postImagePath(slug), shown, defaultLang), width, height, alt: title };
}

const postOf = (data: Queries.PostPageQuery) => required(data.post, 'the post');

export default function PostPage({
  data,
  pageContext,
}: PageProps<Queries.PostPageQuery, PostContext>) {
  const site = required(data.owner, 'content/site.json');
  const post = postOf(data);
  const words = required(pageContext.messages.writing, 'the writing words');
  const text = usePostText()(post.untranslated);
  const html = post.file.childMarkdownRemark?.html ?? '';
  const cover = post.cover?.src?.childImageSharp?.gatsbyImageData;
  // The related posts in the order the build chose them.
  const related = pageContext.related
    .map((slug) => data.related.nodes.find((each) => each.slug === slug))
    .filter((each) => each !== undefined);
  return (
    <Layout site={site}>
      <Container>
        <article>
          <Header>
            <Title {...text}>{post.title}</Title>
            <Facts>
              <PostFacts post={post} />
              {post.updatedShown && (
                <>
                  {SEPARATOR}
                  {format(words.updated, { date: post.updatedShown })}
                </>
              )}
              {post.series && post.seriesOrder && (
                <>
                  {SEPARATOR}
                  {formatParts(words.series, {
                    part: String(post.seriesOrder),
                    series: (
                      <bdi key="series" {...text}>
                        {post.series}
                      </bdi>
                    ),
                  })}
                </>
              )}
            </Facts>
            <PostTags tags={post.tags} label={words.tags} />
          </Header>
          {post.untranslated && <Note role="note">{words.untranslated}</Note>}
          {cover && post.cover && <Cover image={cover} alt={post.cover.alt} eager />}
          <TableOfContents headings={post.file.childMarkdownRemark?.headings ?? []} text={text} />
          <MarkdownText html={html} gap={6} text={text} />
          {post.canonical && (
            <Note>
              {formatParts(words.firstPublished, {
                site: (
                  <a key="site" href={post.canonical}>
                    {displayUrl(post.canonical)}
                  </a>
                ),
              })}
            </Note>
          )}
        </article>
        {post.series && data.series && (
          <SeriesParts
            series={post.series}
            slug={post.slug}
            parts={data.series.nodes}
            untranslated={post.untranslated}
          />
        )}
        <RelatedPosts posts={related} />
        <FeedLinks />
      </Container>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.PostPageQuery, PostContext>) {
  const site = required(data.owner, 'content/site.json');
  const post = postOf(data);
  const words = required(pageContext.messages.writing, 'the writing words');
  const share = post.cover?.src?.childImageSharp?.share;
  return (
    <Seo
      site={site}
      language={pageContext}
      title={format(words.pageTitle, { title: post.title })}
      description={post.summary}
      canonicalUrl={post.canonical ?? undefined}
      image={
        share?.src && share.width && share.height && post.cover
          ? { src: share.src, width: share.width, height: share.height, alt: post.cover.alt }
          : postImage(post.title, pageContext)
      }
      article={blogPosting({
        headline: post.title,
        description: post.summary,
        datePublished: post.date,
        dateModified: post.updated ?? post.date,
        keywords: post.tags.map((tag) => tag.name),
        wordCount: post.words,
        inLanguage: post.untranslated ? pageContext.languages[0].lang : pageContext.lang,
      })}
    />
  );
}

export const query = graphql`
  query PostPage(
    $lang: String!
    $slug: String!
    $series: String!
    $inSeries: Boolean!
    $related: [String!]!
  ) {
    owner(lang: { eq: $lang }) {
      ...LayoutSite
      ...SeoSite
    }
    post(slug: { eq: $slug }, lang: { eq: $lang }) {
      ...PostListItem
      updated
      updatedShown
      series
      seriesOrder
      canonical
      words
      cover {
        alt
        src {
          childImageSharp {
            gatsbyImageData(
              layout: CONSTRAINED
              width: 736
              placeholder: DOMINANT_COLOR
              formats: [AUTO, WEBP, AVIF]
            )
            share: resize(width: 1200, height: 630, cropFocus: CENTER, toFormat: JPG) {
              src
              width
              height
            }
          }
        }
      }
      file {
        childMarkdownRemark {
          html
          headings {
            id
            value
            depth
          }
        }
      }
    }
    series: allPost(
      filter: { lang: { eq: $lang }, seriesSlug: { eq: $series } }
      sort: { seriesOrder: ASC }
    ) @include(if: $inSeries) {
      nodes {
        slug
        title
        untranslated
        seriesOrder
      }
    }
    related: allPost(filter: { lang: { eq: $lang }, slug: { in: $related } }) {
      nodes {
        ...PostListItem
      }
    }
  }
`;
