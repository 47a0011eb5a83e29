import styled from '@emotion/styled';
import { useMessages } from '../../lib/language';
import { TOC_MIN_HEADINGS } from '../../shared/constants';
import { color, fontSize, fontWeight, space } from '../../shared/tokens';

const Box = styled.nav`
  max-width: 46rem;
  margin-top: ${space[6]};
  padding-inline-start: ${space[4]};
  border-inline-start: 2px solid ${color.border};
  font-size: ${fontSize.sm};

  h2 {
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.bold};
  }

  ol {
    margin-top: ${space[2]};
    padding: 0;
    list-style: none;
  }

  li + li {
    margin-top: ${space[1]};
  }

  .sub {
    padding-inline-start: ${space[4]};
  }
`;

export interface Heading {
  id: string | null;
  value: string | null;
  depth: number | null;
}

/** A long post's sections and subsections, each a link to its heading (ids given at build). */
export function TableOfContents({
  headings,
  text,
}: {
  headings: readonly (Heading | null)[];
  /** The post's text's language and direction, where they are not the page's. */
  text?: { lang?: string; dir?: string };
}) {
  const { writing } = useMessages();
  const listed = headings.filter(
    (heading): heading is Heading =>
      Boolean(heading?.id && heading.value) && (heading?.depth === 2 || heading?.depth === 3),
  );
  if (!writing || listed.length < TOC_MIN_HEADINGS) return null;
  return (
    <Box aria-labelledby="toc-heading">
      <h2 id="toc-heading">{writing.onThisPage}</h2>
      <ol {...text}>
        {listed.map((heading) => (
          <li key={heading.id} className={heading.depth === 3 ? 'sub' : undefined}>
            <a href={`#${heading.id}`}>{heading.value}</a>
          </li>
        ))}
      </ol>
    </Box>
  );
}
