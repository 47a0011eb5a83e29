import { withPrefix } from 'gatsby';
import { useLocalPath, useMessages } from '../../lib/language';

/** A link to the search page, loaded whole: it runs under a policy of its own (WebAssembly),
 *  which a page's own router could not give it. */
export function SearchLink({ children }: { children?: string }) {
  const { writingLinks } = useMessages();
  const localPath = useLocalPath();
  if (!writingLinks) return null;
  return (
    <a href={withPrefix(localPath(`/${writingLinks.searchPath}`))}>
      {children ?? writingLinks.search}
    </a>
  );
}
