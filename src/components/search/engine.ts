// The search engine, Pagefind's, which the build writes beside its index (plugins/search-index):
// fetched on the field's first use, never with the page, in the main thread (the page's policy
// allows WebAssembly there and no worker). Its excerpts mark the words found with <mark>.
import { withPrefix } from 'gatsby';
import { SEARCH_INDEX_PATH, type SearchKind } from '../../shared/search';

export interface Found {
  url: string;
  title: string;
  kind: SearchKind;
  /** The language the page's text is in: the default's, where it is not translated yet. */
  lang: string;
  /** The text around the words found, each piece either plain or found. */
  excerpt: { text: string; found: boolean }[];
}

interface PagefindResult {
  data(): Promise<{ url: string; meta: Record<string, string>; excerpt: string }>;
}
interface Pagefind {
  options(options: object): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
}

let engine: Promise<Pagefind> | undefined;

/** The engine, loaded once: the first call fetches it and the language's index entry. */
export function loadEngine(): Promise<Pagefind> {
  engine ??= (async () => {
    const url = withPrefix(`${SEARCH_INDEX_PATH}/pagefind.js`);
    const pagefind = (await import(/* webpackIgnore: true */ url)) as Pagefind;
    await pagefind.options({ noWorker: true, excerptLength: 24 });
    await pagefind.init();
    return pagefind;
  })();
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
}

/** An excerpt's pieces, read as text: the engine escapes the page's words and adds <mark>. */
export function excerptPieces(html: string): Found['excerpt'] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return [...body.childNodes].map((node) => ({
    text: node.textContent ?? '',
    found: node.nodeName === 'MARK',
  }));
}

/** How many things `query` finds, and the first `shown` of them. */
export async function search(
  query: string,
  shown: number,
): Promise<{ count: number; found: Found[] }> {
  const pagefind = await loadEngine();
  const results = (await pagefind.search(query))?.results ?? [];
  const found = await Promise.all(
    results.slice(0, shown).map(async (result) => {
      const { url, meta, excerpt } = await result.data();
      return {
        url,
        title: meta.title ?? url,
        kind: meta.kind as SearchKind,
        lang: meta.lang,
        excerpt: excerptPieces(excerpt),
      };
    }),
  );
  return { count: results.length, found };
}
