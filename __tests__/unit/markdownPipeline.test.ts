/** @jest-environment node */
// Markdown's code and maths as the build draws them: gatsby-transformer-remark's own parser and
// HTML writer, with the remark plugins gatsby-config.ts gives it, on a text with both. What the
// page's policy refuses (a style attribute, a script) must not come out of them.
import { Parser } from 'htmlparser2';
import { createRequire } from 'module';
import path from 'path';
import config from '../../gatsby-config';
import { highlightedCode } from '../../src/styles/prose';
import { ROOT } from '../support/paths';

// The visit counter's setting reads the owner's content, which these cases do not need.
jest.mock('../../plugins/analytics/setting', () => ({ analyticsPlugins: () => [] }));

interface RemarkPlugin {
  (args: {
    markdownAST: unknown;
    markdownNode: { rawMarkdownBody: string; fileAbsolutePath: string };
    reporter: { panicOnBuild(message: string): void };
  }): void;
  setParserPlugins?: () => unknown[];
}

// The packages as gatsby-transformer-remark resolves them: its remark 13 and its HTML writer.
const transformers = createRequire(require.resolve('gatsby-transformer-remark/package.json'));
const remark = transformers('remark');
const remarkGfm = transformers('remark-gfm');
const remarkFootnotes = transformers('remark-footnotes');
const toHast = transformers('mdast-util-to-hast');
const toHtml = transformers('hast-util-to-html');

/** The sub-plugins gatsby-config.ts lists for gatsby-transformer-remark, loaded as Gatsby does. */
function configuredPlugins(): RemarkPlugin[] {
  const entry = config.plugins?.find(
    (plugin) => typeof plugin === 'object' && plugin.resolve === 'gatsby-transformer-remark',
  );
  const names = (entry as { options: { plugins: string[] } }).options.plugins;
  const fromRoot = createRequire(path.join(ROOT, 'package.json'));
  return names.map((name) => fromRoot(path.join(ROOT, 'plugins', name)) as RemarkPlugin);
}

/**
 * A Markdown body as gatsby-transformer-remark makes its HTML (GFM and footnotes on, as by
 * default): parsed with each plugin's parser plugins, then each plugin's transform in order.
 */
function render(markdown: string, plugins = configuredPlugins()) {
  const reporter = { panicOnBuild: jest.fn() };
  let parser = remark().use(remarkGfm).use(remarkFootnotes, { inlineNotes: true });
  for (const plugin of plugins) {
    for (const parserPlugin of plugin.setParserPlugins?.() ?? []) parser = parser.use(parserPlugin);
  }
  const markdownAST = parser.parse(markdown);
  const markdownNode = { rawMarkdownBody: markdown, fileAbsolutePath: '/content/sample.md' };
  for (const plugin of plugins) plugin({ markdownAST, markdownNode, reporter });
  const html: string = toHtml(toHast(markdownAST, { allowDangerousHtml: true }), {
    allowDangerousHtml: true,
  });
  return { html, reporter };
}

/** Every element of the HTML, with its attributes, as a browser's parser reads them. */
function elementsOf(html: string) {
  const elements: { name: string; attributes: Record<string, string> }[] = [];
  const parser = new Parser(
    { onopentag: (name, attributes) => elements.push({ name, attributes }) },
    { xmlMode: false, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return elements;
}

const SAMPLE = `# Measuring

Euler's identity, $e^{i\\pi} + 1 = 0$, in a sentence.

\`\`\`ts
// The mean of a list.
export function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}
const label = \`n = \${mean([1, 2])}\`;
\`\`\`

$$
\\bar{x} = \\frac{1}{n} \\sum_{i=1}^{n} x_i
$$

$$\\sqrt{2} \\approx 1.414$$

A \`const\` in a sentence stays as remark writes it.
`;

describe('Markdown with code and maths, as the build renders it', () => {
  const { html, reporter } = render(SAMPLE);
  const elements = elementsOf(html);
  const maths = elements.filter(({ name }) => name === 'math');

  test('highlights the TypeScript block into Prism’s class names', () => {
    expect(html).toContain('<code class="language-ts">');
    const tokens = elements
      .filter(({ name, attributes }) => name === 'span' && /\btoken\b/.test(attributes.class))
      .map(({ attributes }) => attributes.class);
    expect(tokens).toEqual(
      expect.arrayContaining([
        'token comment',
        'token keyword',
        'token function',
        'token builtin',
        'token punctuation',
        'token operator',
        'token number',
        'token template-string',
      ]),
    );
    expect(html).toMatch(/<span class="token keyword">export<\/span>/);
    // Inline code is left as it was.
    expect(html).toContain('A <code>const</code> in a sentence');
  });

  test('writes no style attribute, no style element and no script', () => {
    expect(elements.filter(({ attributes }) => 'style' in attributes)).toEqual([]);
    expect(elements.map(({ name }) => name)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(script|style|link)$/)]),
    );
    expect(html).not.toMatch(/\sstyle\s*=/i);
    expect(html).not.toMatch(/<script/i);
  });

  test('draws each formula as MathML: `$…$` inline, `$$…$$` displayed', () => {
    expect(maths.map(({ attributes }) => attributes.display ?? 'inline')).toEqual([
      'inline',
      'block',
      'block',
    ]);
    // The inline formula stays inside its sentence; the displayed ones are blocks of their own.
    expect(html).toMatch(/<p>Euler's identity, <math [^>]*>.*<\/math>, in a sentence\.<\/p>/);
    expect(html).not.toMatch(/<p>\s*<math/);
    // Its TeX stays beside it, for the reader who copies it.
    expect(html).toContain('<annotation encoding="application/x-tex">\\sqrt{2} \\approx 1.414');
    // MathML alone: none of KaTeX's HTML, which would need its stylesheet.
    expect(html).not.toMatch(/class="katex/);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  });

  test('makes formulas and code read left to right on a right-to-left page', () => {
    const marked = elements.filter(({ name }) => name === 'math' || name === 'pre');
    expect(marked).toHaveLength(4);
    for (const { attributes } of marked) expect(attributes.dir).toBe('ltr');
    // The style module says so too, for a formula or block written by other means.
    expect(highlightedCode.styles).toMatch(/math\s*{\s*direction:\s*ltr;/);
    expect(highlightedCode.styles).toMatch(/pre\s*{[^}]*direction:\s*ltr;/);
  });
});

describe('what the plugins leave as it was', () => {
  test('a text with no code and no maths renders as it did without their plugins', () => {
    const plain = `# A case study\n\nSome *text*, a [link](https://example.com), \`code\` and a list:\n\n- one\n- two[^1]\n\n[^1]: A note.\n`;
    const [headings] = configuredPlugins();
    expect(render(plain).html).toBe(render(plain, [headings]).html);
  });

  test('a block in a language Prism does not know is its text, escaped', () => {
    const { html } = render('```nosuchlanguage\na < b && c\n```\n\n```\nplain <b>\n```\n');
    expect(html).toContain(
      '<pre dir="ltr"><code class="language-nosuchlanguage">a &lt; b &amp;&amp; c</code></pre>',
    );
    expect(html).toContain('<pre dir="ltr"><code>plain &lt;b&gt;</code></pre>');
  });

  test('a formula KaTeX cannot read stops the build, naming it, and stays as its TeX', () => {
    const { html, reporter } = render('A broken $\\frac{1}{$ formula.\n');
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining('The formula "\\frac{1}{" in /content/sample.md cannot be read'),
    );
    expect(html).toContain('<code>\\frac{1}{</code>');
    expect(html).not.toMatch(/\sstyle\s*=/i);
  });
});

describe('headings', () => {
  const { html } = render(
    '## The problem\n\nText.\n\n### Main\n\n## The problem\n\n## Gallery\n\n## Ça _marche_\n',
  );
  const ids = elementsOf(html)
    .filter(({ name }) => /^h[1-6]$/.test(name))
    .map(({ attributes }) => attributes.id);

  test('each gets an id from its words, unique on the page, so it can be linked to', () => {
    expect(ids).toEqual(['the-problem', 'main-1', 'the-problem-1', 'gallery-1', 'ça-marche']);
  });

  test('never takes an id the page itself writes (its main part, the gallery, the menu)', () => {
    for (const id of ['main', 'gallery', 'site-menu', 'toc-heading']) expect(ids).not.toContain(id);
  });
});
