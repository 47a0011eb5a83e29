// The site's pill: a short word or two on a soft tint (a project's status, an expired
// credential), never broken across lines, with a frame that forced colours keep.
import { css } from '@emotion/react';
import { forcedBoundary, fontSize, fontWeight, radius, space } from '../../shared/tokens';

export const pill = css`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  padding: 0.125rem ${space[3]};
  border-radius: ${radius.full};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.bold};
  line-height: 1.6;
  white-space: nowrap;

  ${forcedBoundary}
`;
