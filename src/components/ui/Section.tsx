import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { color, fontSize, fontWeight, layout, mq, space } from '../../shared/tokens';

export const Container = styled.div`
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${space[4]};

  ${mq.md} {
    padding: 0 ${space[6]};
  }
`;

// A jump to a section (the nav's Projects link) leaves room for the fixed bar above it: the
// page's scroll padding (gatsby-ssr.tsx).
const Wrapper = styled.section`
  padding: ${space[8]} 0 0;

  ${mq.md} {
    padding-top: ${space[9]};
  }
`;

const Heading = styled.h2`
  font-size: ${fontSize['2xl']};
  font-weight: ${fontWeight.bold};
  color: ${color.text};
`;

const Lede = styled.p`
  max-width: 40rem;
  margin-top: ${space[2]};
  color: ${color.muted};
  font-size: ${fontSize.md};
  /* A short introduction: its lines as even as its words allow. */
  text-wrap: balance;
`;

const Header = styled.header`
  margin-bottom: ${space[6]};
`;

export interface SectionProps {
  id: string;
  title: string;
  lede?: string;
  /** The texts' language, where a translated page shows the default language's. */
  titleLang?: { lang?: string };
  ledeLang?: { lang?: string };
  children: ReactNode;
}

/** A titled section of a page; its heading labels it for assistive technology. */
export function Section({ id, title, lede, titleLang, ledeLang, children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Wrapper id={id} aria-labelledby={headingId}>
      <Container>
        <Header>
          <Heading id={headingId} {...titleLang}>
            {title}
          </Heading>
          {lede && <Lede {...ledeLang}>{lede}</Lede>}
        </Header>
        {children}
      </Container>
    </Wrapper>
  );
}
