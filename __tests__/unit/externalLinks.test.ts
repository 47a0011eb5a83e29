import { withExternalLinks } from '../../src/lib/externalLinks';
import { withSitePaths } from '../../src/lib/sitePaths';
import { withScrollableCode } from '../../src/lib/scrollableCode';
import { withKeyCombos, withQuotations } from '../../src/lib/textRuns';

describe('withExternalLinks', () => {
  const NEW_TAB = '(opens in a new tab)';

  it('opens a link to another site in a new tab and says so to a screen reader', () => {
    expect(
      withExternalLinks('<p>See <a href="https://example.org/a?b=1">the demo</a>.</p>', NEW_TAB),
    ).toBe(
      '<p>See <a href="https://example.org/a?b=1" target="_blank" rel="noopener noreferrer">the demo' +
        '<span class="visually-hidden"> (opens in a new tab)</span></a>.</p>',
    );
  });

  it('treats plain http links as leaving the site too', () => {
    expect(withExternalLinks('<a href="http://example.org">old</a>', NEW_TAB)).toContain(
      'target="_blank"',
    );
  });

  it('rewrites every link to another site, each with its own text, markup inside kept', () => {
    const html =
      '<li><a href="https://one.example">One <code>x</code></a></li>\n' +
      '<li><a href="https://two.example">Two\nlines</a></li>';
    const out = withExternalLinks(html, 'nouvel onglet');
    expect(out.match(/target="_blank"/g)).toHaveLength(2);
    expect(out).toContain(
      '<a href="https://one.example" target="_blank" rel="noopener noreferrer">One <code>x</code>' +
        '<span class="visually-hidden"> nouvel onglet</span></a>',
    );
    expect(out).toContain('Two\nlines<span class="visually-hidden"> nouvel onglet</span></a>');
  });

  it('leaves links within the site, anchors and mail links as they are', () => {
    const html =
      '<p><a href="/resume/">CV</a> <a href="#gallery">shots</a> ' +
      '<a href="mailto:me@example.org">mail</a></p>';
    expect(withExternalLinks(html, NEW_TAB)).toBe(html);
  });

  it('leaves a link Markdown gave a title alone rather than lose its title', () => {
    const html = '<a href="https://example.org" title="Demo">demo</a>';
    expect(withExternalLinks(html, NEW_TAB)).toBe(html);
  });
});

describe('withScrollableCode', () => {
  it('lets the keyboard reach every code block, which scrolls sideways where it is wide', () => {
    const html =
      '<pre><code>a</code></pre>\n<p>x</p>\n<pre class="language-js"><code>b</code></pre>';
    expect(withScrollableCode(html)).toBe(
      '<pre tabindex="0"><code>a</code></pre>\n<p>x</p>\n<pre tabindex="0" class="language-js"><code>b</code></pre>',
    );
    // A block that takes focus already, and a <preface>-like tag, are left as they are.
    expect(withScrollableCode('<pre tabindex="-1">c</pre><prefix>')).toBe(
      '<pre tabindex="-1">c</pre><prefix>',
    );
  });
});

describe('withSitePaths', () => {
  it('puts the site’s own images and pages, named from its root, under the path prefix', () => {
    const html =
      '<p><img src="/images/badge.svg" alt="Build"> <a href="/resume">résumé</a> <a href="//cdn.example.org/x">x</a> <a href="#top">top</a> <img alt="b" src="images/b.png"></p>';
    expect(withSitePaths(html, '/portfolio')).toBe(
      '<p><img src="/portfolio/images/badge.svg" alt="Build"> <a href="/portfolio/resume">résumé</a> <a href="//cdn.example.org/x">x</a> <a href="#top">top</a> <img alt="b" src="images/b.png"></p>',
    );
    // A link Markdown's renderer put under the prefix already is left as it is.
    const prefixed = '<a href="/portfolio/resume">résumé</a>';
    expect(withSitePaths(prefixed, '/portfolio')).toBe(prefixed);
    // Without a prefix, and in a code sample's text, nothing changes.
    expect(withSitePaths(html, '')).toBe(html);
    const code = '<pre><code>&lt;img src="/x.png"&gt;</code></pre>';
    expect(withSitePaths(code, '/portfolio')).toBe(code);
  });
});

describe('withQuotations', () => {
  it('makes each quotation typed in straight quotes a <q>, outside tags, code and keys', () => {
    const html =
      '<p>"I never touch it." — <a href="/x" title="a "title"">an editor</a></p><p><code>"raw"</code> <kbd>"</kbd></p>';
    expect(withQuotations(html)).toBe(
      '<p><q>I never touch it.</q> — <a href="/x" title="a "title"">an editor</a></p><p><code>"raw"</code> <kbd>"</kbd></p>',
    );
  });

  it('pairs the quotes of one quotation, never the closing one with the next opening one', () => {
    expect(withQuotations('<p>"I <em>never</em> touch it," she said, "ever."</p>')).toBe(
      '<p>"I <em>never</em> touch it," she said, <q>ever.</q></p>',
    );
    expect(withQuotations('<p>("Done", "shipped")</p>')).toBe(
      '<p>(<q>Done</q>, <q>shipped</q>)</p>',
    );
  });

  it('leaves typographic quotes and a lone straight quote as they are', () => {
    const html = '<p>«Ya no lo toco». 12" screen</p>';
    expect(withQuotations(html)).toBe(html);
  });
});

describe('withKeyCombos', () => {
  it('keeps each combination of keys on one line, and a lone key as it is', () => {
    expect(withKeyCombos('<p>Press <kbd>Ctrl</kbd> + <kbd>K</kbd> or <kbd>Esc</kbd>.</p>')).toBe(
      '<p>Press <span class="keys"><kbd>Ctrl</kbd> + <kbd>K</kbd></span> or <kbd>Esc</kbd>.</p>',
    );
  });
});
