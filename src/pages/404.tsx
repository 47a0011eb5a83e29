import styled from '@emotion/styled';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { useEffect } from 'react';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { buttonStyle } from '../components/ui/ButtonLink';
import { NOT_FOUND_TEXT } from '../shared/constants';
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

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const site = required(data.siteJson, 'content/site.json');
  useEffect(() => {
    console.error(`404: no page at ${location.pathname}`);
  }, [location.pathname]);

  return (
    <Layout site={site}>
      <Wrapper>
        <div>
          <Code aria-hidden="true">404</Code>
          <Title>{NOT_FOUND_TEXT}</Title>
          <Text>The page you are looking for does not exist or has moved.</Text>
          <HomeLink to="/">Return to Home</HomeLink>
        </div>
      </Wrapper>
    </Layout>
  );
}

export function Head({ data }: HeadProps<Queries.NotFoundPageQuery>) {
  return (
    <Seo
      site={required(data.siteJson, 'content/site.json')}
      title="Page not found"
      path="/404"
      noindex
    />
  );
}

export const query = graphql`
  query NotFoundPage {
    siteJson {
      ...LayoutSite
      ...SeoSite
    }
  }
`;
