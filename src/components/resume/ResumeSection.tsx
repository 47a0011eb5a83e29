import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { color, fontSize, space } from '../../styles/tokens';

const Wrapper = styled.section`
  padding-top: ${space[6]};

  & + & {
    margin-top: ${space[2]};
  }
`;

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  margin-bottom: ${space[4]};
  color: ${color.text};
  font-size: ${fontSize.lg};
  font-weight: 750;

  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${color.border};
  }
`;

export interface ResumeSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** One titled part of the resume. */
export function ResumeSection({ id, title, children }: ResumeSectionProps) {
  return (
    <Wrapper aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`}>{title}</Heading>
      {children}
    </Wrapper>
  );
}
