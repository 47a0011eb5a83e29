// The parts the resume's lists of entries share (education, certifications, awards,
// publications, products, testimonials): an entry with an optional picture at its start, its
// line of facts, and its dates.
import styled from '@emotion/styled';
import { Fragment, type ReactNode } from 'react';
import { space } from '../../shared/tokens';
import { EntryMeta } from './entryStyle';

export { EntryHeading, EntryList, EntryMeta } from './entryStyle';

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

// A fact breaks inside only when it is wider than the line, and the dot after it stays with it:
// no line starts with a dot, no date is cut from its month. The facts fill each line in turn.
const Fact = styled.span`
  display: inline-block;
  max-width: 100%;
`;

// Filled line by line: `pretty` (global.css) would carry a whole fact down to lengthen the last.
const FactsLine = styled(EntryMeta)`
  text-wrap: wrap;
`;

/**
 * Facts in a line of text, a middle dot between each: the empty ones left out. Each is
 * isolated, so a name in another script keeps a date's digits on its own side of the dot.
 */
export function FactLine({ children }: { children: ReactNode[] }) {
  const shown = children.filter((fact) => fact !== null && fact !== undefined && fact !== false);
  return shown.map((fact, index) => (
    <Fragment key={index}>
      <Fact>
        <bdi>{fact}</bdi>
        {index < shown.length - 1 && '\u00a0·'}
      </Fact>
      {index < shown.length - 1 && ' '}
    </Fragment>
  ));
}

/** Facts in a line of their own, in the muted colour. */
export function Facts({ children }: { children: ReactNode[] }) {
  return (
    <FactsLine>
      <FactLine>{children}</FactLine>
    </FactsLine>
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

/** Who gave or published it, and when: the line under an award's or a publication's title. */
export function SourceAndDate(props: { source: string; date: string; datesShown: unknown }) {
  return (
    <Facts>
      {[
        <span key="source">{props.source}</span>,
        <DateText key="date" date={props.date} shown={(props.datesShown as DatesShown).date} />,
      ]}
    </Facts>
  );
}
