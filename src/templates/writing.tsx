// The list of the owner's posts, newest first, a page of POSTS_PER_PAGE at a time.
import styled from '@emotion/styled';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { Container } from '../components/ui/Section';
import { PageHeader } from '../components/ui/PageHeader';
import { PostList } from '../components/writing/PostList';
import { FeedLinks } from '../components/writing/FeedLinks';
import { required } from '../lib/required';
import { useLocalPath } from '../lib/language';
import { writingPagePath } from '../shared/constants';
import { format, type PageLanguage, type PageMessages } from '../shared/i18n';
import { space } from '../shared/tokens';

export interface WritingContext extends PageLanguage {
  page: number;
  pages: number;
}

const Pages = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space[3]};
  margin-top: ${space[7]};
`;

const writingOf = (messages: PageMessages) => required(messages.writing, 'the writing words');

export default function WritingPage({
  data,
  pageContext,
}: PageProps<Queries.WritingPageQuery, WritingContext>) {
  const site = required(data.owner, 'content/site.json');
  const words = writingOf(pageContext.messages);
  const { page, pages } = pageContext;
  const localPath = useLocalPath();
  return (
    <Layout site={site}>
      <Container>
        <PageHeader
          title={words.title}
          lede={
            pages > 1
              ? `${words.lede} ${format(words.pageOf, { page: String(page), pages: String(pages) })}`
              : words.lede
          }
        />
        <PostList posts={data.allPost.nodes} />
        {pages > 1 && (
          <Pages aria-label={words.pages}>
            {page > 1 ? (
              <Link to={localPath(writingPagePath(page - 1))}>{words.newer}</Link>
            ) : (
              <span />
            )}
            {page < pages && <Link to={localPath(writingPagePath(page + 1))}>{words.older}</Link>}
          </Pages>
        )}
        <FeedLinks />
      </Container>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.WritingPageQuery, WritingContext>) {
  const site = required(data.owner, 'content/site.json');
  const words = writingOf(pageContext.messages);
  const { page, pages } = pageContext;
  return (
    <Seo
      site={site}
      language={pageContext}
      title={
        pages > 1
          ? `${words.title} (${format(words.pageOf, { page: String(page), pages: String(pages) })})`
          : words.title
      }
      description={format(words.description, { name: site.name })}
    />
  );
}

export const query = graphql`
  query WritingPage($lang: String!, $skip: Int!, $limit: Int!) {
    owner(lang: { eq: $lang }) {
      ...LayoutSite
      ...SeoSite
    }
    allPost(
      filter: { lang: { eq: $lang } }
      sort: [{ date: DESC }, { slug: ASC }]
      skip: $skip
      limit: $limit
    ) {
      nodes {
        ...PostListItem
      }
    }
  }
`;
