import { withPrefix } from 'gatsby';

/** An image address from the content: a path on this site gets the path prefix, a URL stays. */
export function imageSrc(src: string): string {
  return src.startsWith('/') ? withPrefix(src) : src;
}
