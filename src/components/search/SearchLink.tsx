import { withPrefix } from 'gatsby';
import { useLocalPath, usePageLanguage } from '../../lib/language';

/** A link to the search page, loaded whole: it runs under a policy of its own (WebAssembly),
 *  which a page's own router could not give it. */
export function SearchLink({ children }: { children?: string }) {
  const { messages, addresses } = usePageLanguage();
  const localPath = useLocalPath();
  const { writingLinks } = messages;
  if (!writingLinks) return null;
  // As the router's links say of the page they are on: the search page, the one page whose
  // address is its language's own word.
  return (
    <a
      href={withPrefix(localPath(`/${writingLinks.searchPath}`))}
      aria-current={addresses ? 'page' : undefined}
    >
      {children ?? writingLinks.search}
    </a>
  );
}
