import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { inlineLinkStyle } from '../ui/ButtonLink';
import { Container } from '../ui/Section';
import { color, fontSize, mq, space } from '../../shared/tokens';
import { CONTACT_PATH } from '../../shared/constants';
// As the parts' components are named (plugins/site-content/absentParts.ts): without posts, none.
import { WritingLink } from '../../components/writing/WritingLink';
import { format, useLocalPath, useMessages } from '../../lib/language';

const Bar = styled.footer`
  margin-top: ${space[9]};
  padding: ${space[6]} 0;
  border-top: 1px solid ${color.border};
  background: ${color.surface};

  ${mq.print} {
    display: none;
  }
`;

// The page's own container, so the footer's edges line up with the content above it; the
// vertical padding sits on the bar, as the container sets its own padding per breakpoint.
const Inner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space[2]} ${space[5]};
  color: ${color.muted};
  font-size: ${fontSize.sm};

  ${inlineLinkStyle}
`;

export interface FooterProps {
  ownerName: string;
  email: string;
}

export function Footer({ ownerName, email }: FooterProps) {
  const { footer, contact } = useMessages();
  const localPath = useLocalPath();
  return (
    <Bar>
      <Inner>
        <p>{format(footer.rights, { name: ownerName })}</p>
        <p>
          {footer.hello}{' '}
          <a href={`mailto:${email}`} dir="ltr">
            {email}
          </a>
        </p>
        {/* The words for it come only with a contact page in the content (site-content). */}
        {contact && (
          <p>
            <Link to={localPath(CONTACT_PATH)}>{contact.link}</Link>
          </p>
        )}
        <WritingLink />
      </Inner>
    </Bar>
  );
}
