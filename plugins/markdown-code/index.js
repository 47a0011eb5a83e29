// gatsby-remark-prismjs writes a style attribute when a block asks for line numbers, which the
// site's policy refuses: fenced code is highlighted here, with Prism, into class names alone.
const Prism = require('prismjs');
const loadLanguages = require('prismjs/components/');

// A block in a language Prism does not know stays plain text, without a warning per block.
loadLanguages.silent = true;

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Prism's grammar for a fence's language ('ts', 'TypeScript'), loaded on first use. */
function grammarOf(lang) {
  if (!lang) return undefined;
  const name = lang.toLowerCase();
  if (!Object.hasOwn(Prism.languages, name)) loadLanguages([name]);
  // Prism.languages also holds its helpers (extend, insertBefore): only a grammar is an object.
  const grammar = Object.hasOwn(Prism.languages, name) ? Prism.languages[name] : undefined;
  return typeof grammar === 'object' ? grammar : undefined;
}

/** A code block as HTML: its tokens as spans of Prism's classes, read left to right. */
function highlighted(lang, value) {
  const grammar = grammarOf(lang);
  const code = grammar ? Prism.highlight(value, grammar, lang.toLowerCase()) : escapeHtml(value);
  // The class is remark's own, so a block reads as it did before for anything styled by it.
  const language = lang ? ` class="language-${escapeHtml(lang).replace(/"/g, '&quot;')}"` : '';
  // Code reads left to right on a right-to-left page too.
  return `<pre dir="ltr"><code${language}>${code}</code></pre>`;
}

/** gatsby-transformer-remark's call: every fenced or indented block of `markdownAST` highlighted. */
function highlightCode({ markdownAST }) {
  const visit = (node) => {
    if (node.type === 'code') {
      Object.assign(node, { type: 'html', value: highlighted(node.lang, node.value) });
      return;
    }
    (node.children ?? []).forEach(visit);
  };
  visit(markdownAST);
}

module.exports = highlightCode;
