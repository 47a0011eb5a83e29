import styled from '@emotion/styled';
import { inlineLinkStyle } from '../ui/ButtonLink';
import { color, fontSize, layout, mq, space } from '../../styles/tokens';

const Bar = styled.footer`
  margin-top: ${space[9]};
  border-top: 1px solid ${color.border};
  background: ${color.surface};

  ${mq.print} {
    display: none;
  }
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space[2]} ${space[5]};
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: ${space[6]} ${space[5]};
  color: ${color.muted};
  font-size: ${fontSize.sm};

  ${inlineLinkStyle}
`;

export interface FooterProps {
  ownerName: string;
  email: string;
}

export function Footer({ ownerName, email }: FooterProps) {
  return (
    <Bar>
      <Inner>
        <p>© {ownerName}. All rights reserved.</p>
        <p>
          Say hello: <a href={`mailto:${email}`}>{email}</a>
        </p>
      </Inner>
    </Bar>
  );
}
