import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { useEffect, useRef, useState } from 'react';
import { TECH_STAGGER_MS } from '../../shared/constants';
import { prefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { useInView } from '../../hooks/useInView';
import {
  color,
  fontSize,
  fontWeight,
  motion,
  mq,
  radius,
  shadow,
  space,
} from '../../shared/tokens';
import { CardGrid } from '../ui/CardGrid';
import { chipOf, TechIcon } from '../ui/TechIcon';
import { CHIP_TINT_HEX } from '../../lib/iconChip';
import { useTextLang } from '../../lib/language';

const Grid = styled(CardGrid)`
  gap: ${space[4]};

  ${mq.md} {
    gap: ${space[5]};
  }
`;

const enter = keyframes`
  from {
    opacity: 0;
    transform: translateY(0.75rem);
  }
`;

const Card = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${space[4]};
  padding: ${space[5]};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  box-shadow: ${shadow.card};
  /* In view at load: the entrance starts with the first paint, with or without JavaScript. */
  animation: ${enter} 300ms ${motion.ease} both;
  transition:
    opacity 300ms ${motion.ease},
    transform 300ms ${motion.ease},
    box-shadow ${motion.fast} ${motion.ease};

  /* Below the fold at load: the cards wait, unseen, and fade in when scrolled to. Hiding is
     instant: only the entrance is animated, never a fade-out after hydration. */
  &[data-entrance] {
    animation: none;
  }

  &[data-entrance='waiting'] {
    opacity: 0;
    transform: translateY(0.75rem);
    transition: none;
  }

  ${mq.reducedMotion} {
    animation: none;
  }

  /* Paper shows every card, whether or not the screen had scrolled to it. */
  ${mq.print} {
    animation: none;
    box-shadow: none;

    &[data-entrance] {
      opacity: 1;
      transform: none;
    }
  }

  &:hover {
    box-shadow: ${shadow.lift};
  }
`;

const Tile = styled.span`
  display: grid;
  flex-shrink: 0;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${radius.md};
  background-color: ${color.iconChip};

  &[data-chip='dark'] {
    background-color: ${color.iconChipDark};
  }
`;

const Name = styled.h3`
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
`;

const Description = styled.p`
  margin-top: ${space[1]};
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

/** Delays the entrance of the card at `index` (for a transition: never its hover shadow). */
function staggerDelay(index: number, armed: boolean) {
  const delay = `${index * TECH_STAGGER_MS}ms`;
  return armed ? { transitionDelay: `${delay}, ${delay}, 0ms` } : { animationDelay: delay };
}

export interface TechStackProps {
  items: readonly Queries.TechCardFragment[];
}

/**
 * The tech stack grid. The cards fade in one after another the first time they come into view:
 * with the first paint when the grid is in view at load (a CSS animation); otherwise, after
 * hydration, they wait hidden and fade in once the grid scrolls into view. No card is hidden
 * once painted, and nothing moves for visitors who prefer reduced motion.
 */
export function TechStack({ items }: TechStackProps) {
  const grid = useRef<HTMLUListElement>(null);
  const [armed, setArmed] = useState(false);
  const seen = useInView(grid);

  useEffect(() => {
    const element = grid.current;
    if (!element || prefersReducedMotion()) return;
    if (element.getBoundingClientRect().top >= window.innerHeight) setArmed(true);
  }, []);

  const hidden = armed && !seen;
  const textLang = useTextLang();
  return (
    <Grid ref={grid}>
      {items.map((item, index) => (
        <Card
          key={item.slug}
          data-entrance={armed ? (hidden ? 'waiting' : 'scrolled') : undefined}
          style={staggerDelay(index, armed)}
        >
          {/* A tint of the brand colour over the theme's chip, dark for a pale colour (iconChip.ts). */}
          <Tile
            style={{
              backgroundImage: `linear-gradient(${item.color}${CHIP_TINT_HEX}, ${item.color}${CHIP_TINT_HEX})`,
            }}
            data-chip={chipOf(item)}
          >
            <TechIcon item={item} size={28} />
          </Tile>
          <div>
            <Name>{item.name}</Name>
            <Description {...textLang(item, 'description')}>{item.description}</Description>
          </div>
        </Card>
      ))}
    </Grid>
  );
}

export const query = graphql`
  fragment TechCard on TechItem {
    slug
    name
    ...TechIconItem
    description
    untranslated
  }
`;
