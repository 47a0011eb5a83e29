// The look the resume's lists of credentials share (certifications, awards, publications): a
// heading, a line of facts, a sentence, and an optional picture at the start.
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { color, fontSize, fontWeight, mq, space } from '../../shared/tokens';

export const EntryList = styled.ul`
  display: grid;
  gap: ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${mq.print} {
    gap: ${space[3]};

    li {
      break-inside: avoid;
    }
  }
`;

const Row = styled.li`
  display: flex;
  gap: ${space[3]};
  align-items: flex-start;
  /* A long credential id or title wraps rather than widening the page. */
  overflow-wrap: anywhere;
`;

const Body = styled.div`
  display: grid;
  gap: ${space[1]};
  min-width: 0;
`;

export const EntryHeading = styled.h3`
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.bold};

  a {
    color: ${color.text};
    text-underline-offset: 0.2em;
  }

  a:hover {
    color: ${color.accent};
  }
`;

export const EntryMeta = styled.p`
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

/**
 * Facts in a line, a middle dot between each: the empty ones left out. Each is isolated, so a
 * name in another script keeps a date's digits on its own side of the dot.
 */
export function Facts({ children }: { children: ReactNode[] }) {
  const shown = children.filter((fact) => fact !== null && fact !== undefined && fact !== false);
  return (
    <EntryMeta>
      {shown.map((fact, index) => (
        <span key={index}>
          {index > 0 && ' · '}
          <bdi>{fact}</bdi>
        </span>
      ))}
    </EntryMeta>
  );
}

/** One entry: the picture (a badge) before it when there is one. */
export function Entry({ picture, children }: { picture?: ReactNode; children: ReactNode }) {
  return (
    <Row>
      {picture}
      <Body>{children}</Body>
    </Row>
  );
}

/** A node's dates in its language's words, by field, as the build wrote them (entities.ts). */
export type DatesShown = Record<string, string>;

/**
 * A date of the content, as the build wrote it in the page's language, with its
 * machine-readable form: the browser's own date words may differ from the build's.
 */
export function DateText({ date, shown }: { date: string; shown: string | undefined }) {
  return <time dateTime={date}>{shown ?? date}</time>;
}
