import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { color, fontSize, fontWeight, mq, space } from '../../shared/tokens';

const Header = styled.header`
  padding: ${space[8]} 0 ${space[6]};
`;

const Title = styled.h1`
  font-size: ${fontSize['2xl']};
  font-weight: ${fontWeight.bold};

  ${mq.md} {
    font-size: 2.441rem;
  }
`;

const Lede = styled.p`
  max-width: 40rem;
  margin-top: ${space[3]};
  color: ${color.muted};
  font-size: ${fontSize.lg};
  /* A short introduction: its lines as even as its words allow. */
  text-wrap: balance;
`;

export interface PageHeaderProps {
  title: ReactNode;
  lede: ReactNode;
  /** The texts' language, where they are the default language's in a translated page. */
  titleLang?: { lang?: string };
  ledeLang?: { lang?: string };
}

/** The heading and introduction of a page that is not home: videos, contact. */
export function PageHeader({ title, lede, titleLang, ledeLang }: PageHeaderProps) {
  return (
    <Header>
      <Title {...titleLang}>{title}</Title>
      <Lede {...ledeLang}>{lede}</Lede>
    </Header>
  );
}
