// The search page, in every language at its own word (/search, /es/buscar): a field that
// fetches the engine on its first use, and everything it finds listed by kind, for a visitor
// without JavaScript and before a search.
import styled from '@emotion/styled';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useState } from 'react';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { PageHeader } from '../components/ui/PageHeader';
import { Container } from '../components/ui/Section';
import { SearchField } from '../components/search/SearchField';
import { Everything } from '../components/search/Everything';
import { THEME_ATTRIBUTE } from '../shared/dataAttributes';
import { SEARCH_FIELD_ATTRIBUTE } from '../shared/search';
import { format, type PageLanguage, type PageMessages } from '../shared/i18n';
import { required } from '../lib/required';

const searchOf = (messages: PageMessages) => required(messages.search, 'the search words');

// Without JavaScript the field could find nothing, and the list below it is the way in: the
// head's script marks the theme on <html> at once, so a page without it has no mark.
const FieldPlace = styled.div`
  html:not([${THEME_ATTRIBUTE}]) & {
    display: none;
  }
`;

export default function SearchPage({
  data,
  pageContext,
}: PageProps<Queries.SearchPageQuery, PageLanguage>) {
  const site = required(data.owner, 'content/site.json');
  const words = searchOf(pageContext.messages);
  const [found, setFound] = useState(false);
  return (
    <Layout site={site}>
      <Container>
        <PageHeader title={words.title} lede={words.lede} />
        <FieldPlace {...{ [SEARCH_FIELD_ATTRIBUTE]: '' }}>
          <SearchField words={words} onShown={setFound} />
        </FieldPlace>
        <Everything
          words={words}
          posts={data.allPost.nodes}
          projects={data.allProject.nodes}
          videos={data.allVideo.nodes}
          resume={pageContext.messages.nav.resume}
          hidden={found}
        />
      </Container>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.SearchPageQuery, PageLanguage>) {
  const site = required(data.owner, 'content/site.json');
  const words = searchOf(pageContext.messages);
  return (
    <Seo
      site={site}
      language={pageContext}
      title={words.title}
      description={format(words.description, { name: site.name })}
    />
  );
}

export const query = graphql`
  query SearchPage($lang: String!) {
    owner(lang: { eq: $lang }) {
      ...LayoutSite
      ...SeoSite
    }
    allPost(filter: { lang: { eq: $lang } }, sort: [{ date: DESC }, { slug: ASC }]) {
      nodes {
        slug
        title
        untranslated
      }
    }
    allProject(filter: { lang: { eq: $lang } }, sort: { position: ASC }) {
      nodes {
        slug
        title
        untranslated
        status
        caseStudy {
          role
        }
      }
    }
    allVideo(filter: { lang: { eq: $lang } }, sort: { position: ASC }) {
      nodes {
        id
        title
        untranslated
      }
    }
  }
`;
