// The search: a field, a count said politely to screen readers, and the results as links. The
// query lives in the address (?q=), so that a search can be shared and Back returns to it.
import styled from '@emotion/styled';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { directionOf, format, type Messages } from '../../shared/i18n';
import { usePageLanguage } from '../../lib/language';
import { SEARCH_QUERY_PARAM } from '../../shared/search';
import { color, fontSize, fontWeight, radius, space } from '../../shared/tokens';
import { loadEngine, search, type Found } from './engine';

/** The results a search shows: the best, as a visitor reads a page of them. */
const SHOWN = 20;

const Field = styled.div`
  display: grid;
  gap: ${space[1]};
  max-width: 40rem;

  label {
    font-weight: ${fontWeight.bold};
  }

  /* The contact form's field, written again: a shared style would be a module of its own in the
     contact page's script, which a site without posts, and so without search, would pay for. */
  input {
    width: 100%;
    min-height: 2.75rem;
    padding: ${space[2]} ${space[3]};
    border: 1px solid ${color.muted};
    border-radius: ${radius.sm};
    background: ${color.surface};
    color: ${color.text};
    font: inherit;
  }
`;

// Its line is kept from the first paint: a count that comes does not move what is below it.
const Status = styled.p`
  min-height: 1lh;
  margin-top: ${space[3]};
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

const Results = styled.ol`
  display: grid;
  gap: ${space[5]};
  margin-top: ${space[5]};
  padding: 0;
  list-style: none;

  a {
    color: inherit;
    font-size: ${fontSize.lg};
    font-weight: ${fontWeight.bold};
    text-decoration-thickness: 1px;
    text-underline-offset: 0.2em;
  }

  mark {
    background: none;
    color: inherit;
    font-weight: ${fontWeight.bold};
    text-decoration: underline 2px ${color.accent};
    text-underline-offset: 0.15em;
  }
`;

const Kind = styled.p`
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

const Excerpt = styled.p`
  margin-top: ${space[1]};
  max-width: 46rem;
`;

type State =
  | { status: 'idle' }
  /** `said`: what the status said before, kept meanwhile, so that each keystroke is no news. */
  | { status: 'searching'; query: string; said: string }
  | { status: 'done'; query: string; count: number; found: Found[] }
  | { status: 'failed' };

/** The address's query, or an empty one. */
const queryInAddress = () =>
  new URLSearchParams(window.location.search).get(SEARCH_QUERY_PARAM) ?? '';

/** The address with this query in it (none when empty), the rest of it kept. */
function keepInAddress(query: string) {
  const url = new URL(window.location.href);
  if (query) url.searchParams.set(SEARCH_QUERY_PARAM, query);
  else url.searchParams.delete(SEARCH_QUERY_PARAM);
  window.history.replaceState(window.history.state, '', url);
}

/** What the status says of a search: its count, or why there is none. */
function statusOf(state: State, words: Messages['search']): string {
  switch (state.status) {
    case 'searching':
      return state.said || words.loading;
    case 'failed':
      return words.failed;
    case 'done':
      return state.count === 0
        ? format(words.none, { query: state.query })
        : format(words.count, { query: state.query, count: String(state.count) });
    default:
      return '';
  }
}

export interface SearchFieldProps {
  words: Messages['search'];
  /** Whether results are shown: the page hides its list of everything meanwhile, and shows it
   *  again when a search finds nothing or cannot run. */
  onShown: (shown: boolean) => void;
}

export function SearchField({ words, onShown }: SearchFieldProps) {
  const { lang } = usePageLanguage();
  // A text in another language than the page's is marked with it, and set in its direction.
  const textLang = (of: string) => (of && of !== lang ? { lang: of, dir: directionOf(of) } : {});
  const field = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ status: 'idle' });
  const latest = useRef('');
  const results = useRef<HTMLOListElement>(null);

  const run = (text: string) => {
    const wanted = text.trim();
    latest.current = wanted;
    if (!wanted) {
      onShown(false);
      setState({ status: 'idle' });
      return;
    }
    setState((old) => ({
      status: 'searching',
      query: wanted,
      said: old.status === 'searching' ? old.said : statusOf(old, words),
    }));
    search(wanted, SHOWN).then(
      ({ count, found }) => {
        if (latest.current !== wanted) return;
        onShown(count > 0);
        setState({ status: 'done', query: wanted, count, found });
      },
      () => {
        onShown(false);
        setState({ status: 'failed' });
      },
    );
  };

  // A search in the address (shared, or come back to) is run as the page opens. (A page that
  // Back brings out of the browser's cache keeps its field and results as they were: WebKit
  // would empty the field if it were marked autocomplete="off".)
  useEffect(() => {
    const asked = queryInAddress();
    if (!asked || !field.current) return;
    field.current.value = asked;
    run(asked);
    // Once, as the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const links = () => [...(results.current?.querySelectorAll('a') ?? [])];
  // Down from the field to the first result, and between results with the arrow keys.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = links();
    if (all.length === 0) return;
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
    event.preventDefault();
    if (next < 0) field.current?.focus();
    else all[Math.min(next, all.length - 1)].focus();
  };

  const status = statusOf(state, words);

  return (
    <div role="search" aria-busy={state.status === 'searching'}>
      <Field>
        <label htmlFor="search-field">{words.label}</label>
        <input
          ref={field}
          id="search-field"
          type="search"
          name={SEARCH_QUERY_PARAM}
          enterKeyHint="search"
          onFocus={() => void loadEngine().catch(() => setState({ status: 'failed' }))}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            keepInAddress(event.target.value.trim());
            run(event.target.value);
          }}
        />
      </Field>
      <Status role="status">{status}</Status>
      {state.status === 'done' && state.found.length > 0 && (
        <Results ref={results} aria-label={words.results}>
          {state.found.map((found) => (
            <li key={found.url}>
              <Kind>{words[found.kind]}</Kind>
              <a href={found.url} onKeyDown={onKeyDown} {...textLang(found.lang)}>
                {found.title}
              </a>
              <Excerpt {...textLang(found.lang)}>
                {found.excerpt.map((piece, index) =>
                  piece.found ? <mark key={index}>{piece.text}</mark> : piece.text,
                )}
              </Excerpt>
            </li>
          ))}
        </Results>
      )}
    </div>
  );
}
