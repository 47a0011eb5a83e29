import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { Suspense, useEffect, type ReactNode } from 'react';
import { layout, mq } from '../../shared/tokens';
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

/** The name of the performance mark set once the page is hydrated and its effects have run. */
export const HYDRATED_MARK = 'page-hydrated';

// In a boundary of its own after the others, so it runs once they have all been hydrated
// (User Timing is missing in some test environments, never in the browsers the site supports).
// Once per document: client-side navigation mounts a new Layout.
let hydrated = false;
function HydratedMark() {
  useEffect(() => {
    if (hydrated) return;
    hydrated = true;
    performance.mark?.(HYDRATED_MARK);
  }, []);
  return null;
}

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
      {/* Each Suspense boundary is hydrated on its own, after the frame, in slices that yield
          to the browser: the server's HTML already shows it (docs/performance.md). */}
      <Suspense>
        <NavBar ownerName={site.name} hireUrl={site.hireUrl} isHome={isHome} />
      </Suspense>
      <Main id="main" tabIndex={-1}>
        <Suspense>{children}</Suspense>
      </Main>
      <Suspense>
        <Footer ownerName={site.name} email={site.email} />
      </Suspense>
      <Suspense>
        <HydratedMark />
      </Suspense>
    </>
  );
}

export const query = graphql`
  fragment LayoutSite on Owner {
    name
    hireUrl
    email
  }
`;
