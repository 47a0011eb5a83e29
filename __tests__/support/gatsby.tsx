// Stands in for the gatsby module in unit tests: links render as anchors, queries are inert.
import { forwardRef, type AnchorHTMLAttributes } from 'react';

export const graphql = () => '';

export const withPrefix = (path: string) => path;

export const navigate = jest.fn();

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, children, ...rest },
  ref,
) {
  return (
    <a ref={ref} href={to} {...rest}>
      {children}
    </a>
  );
});
