// The look the resume's lists share: the list, an entry's heading (linked or not) and its line
// of facts in the muted colour.
import styled from '@emotion/styled';
import { color, fontSize, fontWeight, mq, space } from '../../shared/tokens';

export const EntryList = styled.ul`
  display: grid;
  gap: ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${mq.print} {
    li {
      break-inside: avoid;
    }
  }
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
