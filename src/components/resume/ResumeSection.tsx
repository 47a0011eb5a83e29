import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { color, fontSize, fontWeight, mq, space } from '../../shared/tokens';

const Wrapper = styled.section`
  padding-top: ${space[6]};

  & + & {
    margin-top: ${space[2]};
  }

  ${mq.print} {
    padding-top: ${space[5]};
  }
`;

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  margin-bottom: ${space[4]};
  color: ${color.text};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};

  /* A border, not a background, so that the rule also prints. */
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${color.border};
  }

  ${mq.print} {
    margin-bottom: ${space[3]};
    break-after: avoid;
  }
`;

export interface ResumeSectionProps {
  id: string;
  title: string;
  /** The heading's language, when it is not the page's (an untranslated heading). */
  lang?: string;
  children: ReactNode;
}

/** One titled part of the resume. */
export function ResumeSection({ id, title, lang, children }: ResumeSectionProps) {
  return (
    <Wrapper aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} lang={lang}>
        {title}
      </Heading>
      {children}
    </Wrapper>
  );
}
