import styled from '@emotion/styled';
import { displayUrl } from '../../shared/contact';
import { color, fontSize, mq } from '../../shared/tokens';

const Url = styled.span`
  display: none;

  ${mq.print} {
    display: block;
    margin-top: 0.2em;
    color: ${color.muted};
    font-size: ${fontSize.xs};
    font-weight: normal;
    overflow-wrap: anywhere;
  }
`;

export interface PrintedUrlProps {
  href: string;
  className?: string;
}

/** On paper a link cannot be followed: its address, printed where the link is, and only there. */
export function PrintedUrl({ href, className }: PrintedUrlProps) {
  return <Url className={className}>{displayUrl(href)}</Url>;
}
