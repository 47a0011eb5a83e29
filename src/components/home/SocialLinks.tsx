import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { color, motion, mq, radius, shadow, space } from '../../shared/tokens';
import { ExternalLink } from '../ui/ExternalLink';
import { Icon } from '../ui/Icon';
import { PrintedUrl } from '../ui/PrintedUrl';
import { Tooltip, TooltipProvider } from '../ui/Tooltip';
import { imageSrc } from '../ui/imageSrc';
import { format, useMessages } from '../../lib/language';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  /* On paper each profile is its icon and its address. */
  ${mq.print} {
    flex-direction: column;
    gap: ${space[1]};

    & > li {
      display: flex;
      align-items: center;
      gap: ${space[2]};
    }
  }
`;

const IconLink = styled(ExternalLink)`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border: 1px solid ${color.border};
  border-radius: ${radius.full};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: ${shadow.card};
  transition:
    transform ${motion.fast} ${motion.ease},
    color ${motion.fast} ${motion.ease},
    box-shadow ${motion.fast} ${motion.ease};

  &:hover {
    color: ${color.accent};
    box-shadow: ${shadow.lift};
    transform: translateY(-2px);
  }

  ${mq.print} {
    width: 2rem;
    height: 2rem;
    box-shadow: none;
  }
`;

const FallbackImage = styled.img`
  width: 22px;
  height: 22px;
`;

export interface SocialLinksProps {
  links: readonly Queries.SocialLinkItemFragment[];
}

/** The owner's profiles as round icon links, each with a 'Visit {site}' tooltip. */
export function SocialLinks({ links }: SocialLinksProps) {
  const { home } = useMessages();
  return (
    <TooltipProvider>
      <List aria-label={home.social}>
        {links.map((link) => (
          <li key={link.slug}>
            <Tooltip label={format(home.visit, { site: link.name })}>
              <IconLink href={link.url}>
                {link.iconPath ? (
                  <Icon path={link.iconPath} size={22} />
                ) : (
                  <FallbackImage src={imageSrc(link.icon)} alt="" width={22} height={22} />
                )}
                <span className="visually-hidden">{link.name}</span>
              </IconLink>
            </Tooltip>
            <PrintedUrl href={link.url} />
          </li>
        ))}
      </List>
    </TooltipProvider>
  );
}

export const query = graphql`
  fragment SocialLinkItem on SocialLink {
    slug
    name
    url
    icon
    iconPath
  }
`;
