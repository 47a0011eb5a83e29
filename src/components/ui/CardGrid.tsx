import styled from '@emotion/styled';
import { mq, space } from '../../shared/tokens';

/**
 * A list laid out as cards: one column on mobile, two from the mobile breakpoint and on paper. Columns may
 * shrink below their content, so a long word never widens the page.
 */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[5]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  /* On paper: two columns, and a card is never split between two sheets. */
  ${mq.print} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${space[3]};

    & > li {
      break-inside: avoid;
    }
  }
`;
