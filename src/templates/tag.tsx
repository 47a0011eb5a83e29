// A tag's page: the owner's posts that carry it, newest first.
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { Container } from '../components/ui/Section';
import { PageHeader } from '../components/ui/PageHeader';
import { PostList } from '../components/writing/PostList';
import { required } from '../lib/required';
import { format, type PageLanguage } from '../shared/i18n';

export interface TagContext extends PageLanguage {
  tag: string;
}

/** The tag's name as its posts write it, and the page's heading. */
function titleOf(data: Queries.TagPageQuery, pageContext: TagContext) {
  const words = required(pageContext.messages.writing, 'the writing words');
  const posts = data.allPost.nodes;
  const tag = posts[0]?.tags.find((each) => each.slug === pageContext.tag)?.name ?? pageContext.tag;
  return { words, posts, title: format(words.tagTitle, { tag }) };
}

export default function TagPage({
  data,
  pageContext,
}: PageProps<Queries.TagPageQuery, TagContext>) {
  const site = required(data.owner, 'content/site.json');
  const { words, posts, title } = titleOf(data, pageContext);
  return (
    <Layout site={site}>
      <Container>
        <PageHeader
          title={title}
          lede={
            posts.length === 1
              ? words.tagLedeOne
              : format(words.tagLede, { count: String(posts.length) })
          }
        />
        <PostList posts={posts} />
      </Container>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.TagPageQuery, TagContext>) {
  const site = required(data.owner, 'content/site.json');
  const { words, title } = titleOf(data, pageContext);
  return (
    <Seo
      site={site}
      language={pageContext}
      title={title}
      description={format(words.description, { name: site.name })}
    />
  );
}

export const query = graphql`
  query TagPage($lang: String!, $tag: String!) {
    owner(lang: { eq: $lang }) {
      ...LayoutSite
      ...SeoSite
    }
    allPost(
      filter: { lang: { eq: $lang }, tags: { elemMatch: { slug: { eq: $tag } } } }
      sort: [{ date: DESC }, { slug: ASC }]
    ) {
      nodes {
        ...PostListItem
      }
    }
  }
`;
