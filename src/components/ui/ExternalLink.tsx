import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { useMessages } from '../../lib/language';

export interface ExternalLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'target' | 'rel'
> {
  href: string;
  children: ReactNode;
}

/**
 * A link to another site, opened in a new tab without giving it a handle on this one; screen
 * readers are told about the new tab.
 */
export const ExternalLink = forwardRef<HTMLAnchorElement, ExternalLinkProps>(function ExternalLink(
  { children, ...props },
  ref,
) {
  const { newTab } = useMessages();
  return (
    <a ref={ref} {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {newTab}</span>
    </a>
  );
});
