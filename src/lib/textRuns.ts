// What a case study's rendered Markdown keeps together or writes as its language does: a key
// combination (Ctrl + K) on one line, and a quotation the owner typed between straight quotes in
// <q>, which the browser draws with the page language's own marks (“…”, «…», „…“).

/** Text outside tags, code, keys and preformatted blocks, each run passed to `change`. */
function inText(html: string, change: (text: string) => string): string {
  return html.replace(
    /(<(code|kbd|pre)\b[\s\S]*?<\/\2>)|(<[^>]*>)|([^<]+)/g,
    (match, _kept, _name, _tag, text: string | undefined) => (text ? change(text) : match),
  );
}

// A quote opens where a word may start and closes where one ends, so that the quotes of one
// quotation are never paired with those of the next ("…it," she said, "ever.").
const QUOTATION = /(^|[\s([{—–])"(?=\S)([^"\n]*?\S)"(?=$|[\s.,;:!?)\]}—–])/g;

/** The rendered Markdown's HTML with each "quotation" in straight quotes a <q>. */
export function withQuotations(html: string): string {
  return inText(html, (text) => text.replace(QUOTATION, '$1<q>$2</q>'));
}

/** The rendered Markdown's HTML with each combination of keys (Ctrl + K) kept on one line. */
export function withKeyCombos(html: string): string {
  return html.replace(
    /<kbd>[^<]*<\/kbd>(?:\s*\+\s*<kbd>[^<]*<\/kbd>)+/g,
    (combo) => `<span class="keys">${combo.replace(/\s+/g, ' ')}</span>`,
  );
}
