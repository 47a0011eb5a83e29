import { withPrefix } from 'gatsby';
import { useLocalPath, useMessages, usePageLanguage } from '../../lib/language';
import { pagePathIn } from '../../shared/i18n';

/** A link to the search page, loaded whole: it runs under a policy of its own (WebAssembly),
 *  which a page's own router could not give it. */
export function SearchLink({ children }: { children?: string }) {
  const { writingLinks } = useMessages();
  const localPath = useLocalPath();
  const page = usePageLanguage();
  if (!writingLinks) return null;
  const address = localPath(`/${writingLinks.searchPath}`);
  // As the router's links say of the page they are on.
  const here = pagePathIn(page, page.lang) === address;
  return (
    <a href={withPrefix(address)} aria-current={here ? 'page' : undefined}>
      {children ?? writingLinks.search}
    </a>
  );
}
