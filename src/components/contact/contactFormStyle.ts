// The contact form's frame: the form, its status line and notice, the button and the
// confirmation that replaces it. A field's own look is FieldRow.tsx's.
import styled from '@emotion/styled';
import { color, fontSize, fontWeight, forcedBoundary, radius, space } from '../../shared/tokens';
import { buttonStyle } from '../ui/ButtonLink';
import { danger, dangerSoft, formColorVariables } from './formColors';

export const Form = styled.form`
  ${formColorVariables}
  display: grid;
  gap: ${space[5]};
  max-width: 40rem;
`;

/** What went wrong, in a frame of the form's red on its tint: a message not sent. */
export const Notice = styled.div`
  padding: ${space[3]} ${space[4]};
  border: 1px solid ${danger};
  border-radius: ${radius.md};
  background: ${dangerSoft};
  color: ${color.text};

  a {
    color: ${color.text};
    font-weight: ${fontWeight.bold};
  }

  p + p {
    margin-top: ${space[2]};
  }
`;

/** The fields to mend, in the same frame, each a link to its field; it takes the focus. */
export const Summary = styled(Notice)`
  border-width: 2px;

  p {
    font-weight: ${fontWeight.bold};
  }

  ul {
    margin: ${space[2]} 0 0;
    padding-inline-start: ${space[5]};
  }

  li + li {
    margin-top: ${space[1]};
  }
`;

export const Status = styled.div`
  &:empty {
    display: none;
  }
`;

export const Submit = styled.button`
  ${buttonStyle}
  justify-self: start;
  border: 0;
  cursor: pointer;

  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.75;
  }
`;

export const Sent = styled.div`
  max-width: 40rem;
  padding: ${space[5]};
  border-radius: ${radius.md};
  background: ${color.successSoft};
  color: ${color.text};

  h2 {
    font-size: ${fontSize.xl};
  }

  p {
    margin-top: ${space[2]};
  }

  ${forcedBoundary}
`;
