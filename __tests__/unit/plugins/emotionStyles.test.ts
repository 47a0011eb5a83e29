import { emotionStylesInHead } from '../../../plugins/paint-first/emotionStyles';

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head><title>t</title>${head}</head><body>${body}</body></html>`;

const SERVER_RENDERED = page(
  '<style data-href="/styles.css">body{margin:0}</style>',
  '<div id="___gatsby">' +
    '<style data-emotion="css a1">.css-a1{color:red}</style><header class="css-a1">h</header>' +
    '<style data-emotion="css b2 fade-c3">@keyframes fade-c3{from{opacity:0}}.css-b2{animation:fade-c3 1s}</style>' +
    '<main class="css-b2">m</main></div>',
);

describe('emotionStylesInHead', () => {
  it('merges every emotion style, in order, into one element that ends the head', () => {
    const html = emotionStylesInHead(SERVER_RENDERED);
    const [head, body] = html.split('</head>');
    expect(body).not.toContain('<style');
    expect(body).toContain('<header class="css-a1">h</header><main class="css-b2">m</main>');
    expect(head).toMatch(
      /<style data-href="\/styles.css">body\{margin:0\}<\/style><style data-emotion="css a1 b2 fade-c3" data-s="">\.css-a1\{color:red\}@keyframes fade-c3\{from\{opacity:0\}\}\.css-b2\{animation:fade-c3 1s\}<\/style>$/,
    );
  });

  it('gives the same page when run again, as on a page Gatsby kept from an earlier build', () => {
    const once = emotionStylesInHead(SERVER_RENDERED);
    expect(emotionStylesInHead(once)).toBe(once);
  });

  it('leaves a page without emotion styles untouched', () => {
    const html = page('<style data-href="/styles.css">body{margin:0}</style>', '<p>x</p>');
    expect(emotionStylesInHead(html)).toBe(html);
  });
});
