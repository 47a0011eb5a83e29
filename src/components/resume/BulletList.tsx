import styled from '@emotion/styled';
import { color, fontSize, mq, space } from '../../shared/tokens';

const List = styled.ul`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  padding-inline-start: 1.25rem;
  /* A disc wherever the list is: inside another list's entry, a browser would draw a circle. */
  list-style-type: disc;
  color: ${color.text};
  font-size: ${fontSize.sm};

  li::marker {
    color: ${color.accent};
  }

  ${mq.print} {
    gap: ${space[1]};

    li {
      break-inside: avoid;
    }
  }
`;

/** Resume bullets: plain sentences with an accent marker. */
export function BulletList({ items, lang }: { items: readonly string[]; lang?: string }) {
  return (
    <List lang={lang}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}
