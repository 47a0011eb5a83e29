// Every page of a site with posts announces its language's feeds in its head, for readers and
// browsers to find. Written with the server's HTML alone: the pages' script carries nothing of it.
import { withPrefix, type GatsbySSR } from 'gatsby';
import { FEEDS } from '../../src/shared/constants';
import { localePath, type PageLanguage } from '../../src/shared/i18n';

const TYPES = {
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
  json: 'application/feed+json',
} as const;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  pathname,
  loadPageDataSync,
  setHeadComponents,
}) => {
  // `gatsby develop` gives its one page shell no page data: its pages announce no feed.
  const { pageContext } = (
    typeof loadPageDataSync === 'function' ? loadPageDataSync(pathname).result : {}
  ) as { pageContext?: Partial<PageLanguage> };
  // The words come with posts alone (src/shared/parts.ts).
  const words = pageContext?.messages?.writingLinks;
  if (!pageContext?.lang || !pageContext.languages || !words) return;
  const { lang } = pageContext;
  const defaultLang = pageContext.languages[0].lang;
  setHeadComponents(
    (Object.keys(FEEDS) as (keyof typeof FEEDS)[]).map((kind) => (
      <link
        key={`feed-${kind}`}
        rel="alternate"
        type={TYPES[kind]}
        title={words[kind]}
        href={withPrefix(localePath(FEEDS[kind], lang, defaultLang))}
      />
    )),
  );
};
