import styled from '@emotion/styled';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { useEffect } from 'react';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { buttonStyle } from '../components/ui/ButtonLink';
// As the parts' components are named (plugins/site-content/absentParts.ts): without posts, none.
import { NotFoundSearch } from '../components/search/NotFoundSearch';
import { localePath, type PageLanguage } from '../shared/i18n';
import { required } from '../lib/required';
import { color, fontSize, fontWeight, space } from '../shared/tokens';

const Wrapper = styled.div`
  display: grid;
  place-items: center;
  min-height: 60vh;
  padding: ${space[8]} ${space[4]};
  text-align: center;
`;

const Code = styled.p`
  color: ${color.accent};
  font-size: ${fontSize['3xl']};
  font-weight: ${fontWeight.bold};
  letter-spacing: -0.03em;
  line-height: 1;
`;

const Title = styled.h1`
  margin-top: ${space[4]};
  font-size: ${fontSize['2xl']};
`;

const Text = styled.p`
  margin: ${space[3]} 0 ${space[6]};
  color: ${color.muted};
`;

const HomeLink = styled(Link)`
  ${buttonStyle}
`;

export default function NotFoundPage({
  data,
  location,
  pageContext,
}: PageProps<Queries.NotFoundPageQuery, PageLanguage>) {
  const site = required(data.owner, 'content/site.json');
  const { lang, languages, messages } = pageContext;
  const words = messages.notFound;
  useEffect(() => {
    // The address asked for: the router may name the 404 page itself (a language's, in Firefox).
    console.error(`404: no page at ${window.location.pathname}`);
  }, [location.pathname]);

  return (
    <Layout site={site}>
      <Wrapper>
        <div>
          <Code aria-hidden="true">404</Code>
          <Title>{words.heading}</Title>
          <Text>{words.text}</Text>
          <HomeLink to={localePath('/', lang, languages[0].lang)}>{words.home}</HomeLink>
          <NotFoundSearch />
        </div>
      </Wrapper>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.NotFoundPageQuery, PageLanguage>) {
  return (
    <Seo
      site={required(data.owner, 'content/site.json')}
      language={pageContext}
      title={pageContext.messages.notFound.title}
      noindex
    />
  );
}

export const query = graphql`
  query NotFoundPage($lang: String!) {
    owner(lang: { eq: $lang }) {
      ...LayoutSite
      ...SeoSite
    }
  }
`;
