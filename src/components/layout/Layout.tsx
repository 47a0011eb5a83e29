import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import type { ReactNode } from 'react';
import { layout, mq } from '../../styles/tokens';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { SkipLink } from './SkipLink';

const Main = styled.main`
  min-height: 60vh;
  padding-top: ${layout.navHeight};

  ${mq.print} {
    min-height: 0;
    padding-top: 0;
  }
`;

export interface LayoutProps {
  site: Queries.LayoutSiteFragment;
  isHome?: boolean;
  children: ReactNode;
}

/** The frame of every page: skip link, fixed navigation, main content and footer. */
export function Layout({ site, isHome = false, children }: LayoutProps) {
  return (
    <>
      <SkipLink target="main" />
      <NavBar ownerName={site.name} hireUrl={site.hireUrl} isHome={isHome} />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer ownerName={site.name} email={site.email} />
    </>
  );
}

export const query = graphql`
  fragment LayoutSite on SiteJson {
    name
    hireUrl
    email
  }
`;
