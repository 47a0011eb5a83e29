// Emotion renders each component's styles on the server as a <style data-emotion="css …">
// element just before the component, in the body. On the client, creating emotion's cache moves
// every one of them into the head before React hydrates (React would not expect them), and
// moving a style element makes the browser parse it again and restyle the whole page, once per
// element, in the same task as the start of the app (docs/performance.md).
//
// After the build, each page's emotion styles are merged, in their order, into one element at
// the end of the head that carries `data-s`, the mark emotion gives the styles it has already
// moved out of the way. Emotion then registers them as rendered and adopts that element as its
// first sheet: one element is re-inserted instead of 40, and the cascade stays as the server
// wrote it.

const EMOTION_STYLE = /<style data-emotion="css ([^"]*)"(?: data-s(?:="")?)?>([\s\S]*?)<\/style>/g;

/** The page with its emotion styles in one element at the end of the head (unchanged if none). */
export function emotionStylesInHead(html: string): string {
  const matches = [...html.matchAll(EMOTION_STYLE)];
  if (matches.length === 0 || !html.includes('</head>')) return html;
  const ids = [...new Set(matches.flatMap((match) => match[1].split(' ').filter(Boolean)))];
  const css = matches.map((match) => match[2]).join('');
  const merged = `<style data-emotion="css ${ids.join(' ')}" data-s="">${css}</style>`;
  // A function, so that a `$` in the CSS is never read as a replacement pattern.
  return html.replace(EMOTION_STYLE, '').replace('</head>', () => `${merged}</head>`);
}
