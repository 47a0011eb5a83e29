import { color, motion } from '../../shared/tokens';

/** The bar's quiet controls (switches, the menu and its links): text colour, a tint on hover. */
export const quietControl = `
  color: ${color.text};
  transition:
    background-color ${motion.fast} ${motion.ease},
    color ${motion.fast} ${motion.ease};

  &:hover {
    background: ${color.accentSoft};
    color: ${color.accentHover};
  }
`;
