// The look of a text field, the contact form's and the search's: one, so that they are one kind
// of control to the eye and to the contrast checks.
import { color, radius, space } from '../../shared/tokens';

export const fieldStyle = `
  width: 100%;
  min-height: 2.75rem;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${color.muted};
  border-radius: ${radius.sm};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
`;
