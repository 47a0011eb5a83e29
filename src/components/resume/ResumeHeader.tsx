import styled from '@emotion/styled';
import { graphql, withPrefix } from 'gatsby';
import { CV_PATH } from '../../constants';
import { displayUrl, mailtoHref, telHref } from '../../lib/contact';
import { color, fontSize, fontWeight, mq, space } from '../../styles/tokens';
import { ButtonLink, inlineLinkStyle } from '../ui/ButtonLink';
import { ExternalLink } from '../ui/ExternalLink';
import { Icon } from '../ui/Icon';

const DOWNLOAD_ICON = 'M11 3h2v10.2l3.6-3.6 1.4 1.4-6 6-6-6 1.4-1.4 3.6 3.6zM4 19h16v2H4z';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${space[5]};
  padding-bottom: ${space[6]};
  border-bottom: 1px solid ${color.border};

  ${mq.md} {
    flex-direction: row;
    align-items: flex-start;
    justify-content: space-between;
  }
`;

const Name = styled.h1`
  font-size: ${fontSize['2xl']};
  font-weight: ${fontWeight.bold};

  ${mq.md} {
    font-size: 2.441rem;
  }
`;

const JobTitle = styled.p`
  margin-top: ${space[1]};
  color: ${color.accent};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
`;

const Contacts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]} ${space[5]};
  margin: ${space[4]} 0 0;
  padding: 0;
  list-style: none;
  color: ${color.muted};
  font-size: ${fontSize.sm};

  ${inlineLinkStyle}
`;

const Download = styled(ButtonLink)`
  align-self: flex-start;
  flex-shrink: 0;

  ${mq.print} {
    display: none;
  }
`;

export interface ResumeHeaderProps {
  site: Queries.ResumeHeaderFragment;
}

/** Who the resume is about, how to reach them, and the CV download. */
export function ResumeHeader({ site }: ResumeHeaderProps) {
  return (
    <Header>
      <div>
        <Name>{site.name}</Name>
        <JobTitle>{site.title}</JobTitle>
        <Contacts aria-label="Contact details">
          <li>{site.location}</li>
          <li>
            <a href={telHref(site.phone)}>{site.phone}</a>
          </li>
          <li>
            <a href={mailtoHref(site.email)}>{site.email}</a>
          </li>
          <li>
            <ExternalLink href={site.website}>{displayUrl(site.website)}</ExternalLink>
          </li>
        </Contacts>
      </div>
      <Download href={withPrefix(CV_PATH)} download={site.cvFilename}>
        <Icon path={DOWNLOAD_ICON} size={20} />
        Download CV
      </Download>
    </Header>
  );
}

export const query = graphql`
  fragment ResumeHeader on SiteJson {
    name
    title
    location
    phone
    email
    website
    cvFilename
  }
`;
