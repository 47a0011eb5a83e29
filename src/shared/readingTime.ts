// A post's reading time: the words of its prose alone (no code, maths, markup or addresses),
// counted as each language divides its words, at WORDS_PER_MINUTE.
import fromMarkdown from 'mdast-util-from-markdown';
import type { Content, Root } from 'mdast';
import { WORDS_PER_MINUTE } from './constants';

type Node = Root | Content;

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const FOOTNOTE_START = /^ {0,3}\[\^[^\]\s]+\]:/;
const INDENTED = /^(?: {4}|\t)/;
/**
 * Display maths ($$…$$), inline maths in pandoc's reading ($ then no space, no space before the
 * closing $ and no digit after it, so that "$5 and $10" stays prose) and footnotes' markers.
 */
const TAKEN_OUT =
  /\$\$[\s\S]+?\$\$|(?<![\\$])\$(?![\s$])(?:\\[\s\S]|[^$\\\n]|\n(?![ \t]*\n))+?(?<![\s\\])\$(?!\d)|\[\^[^\]\s]+\]:?/g;
/** An address written bare, which CommonMark leaves as text. */
const BARE_URL = /\b(?:https?:\/\/|www\.)\S+/gi;
/** Elements whose contents are not read as prose. */
const UNREAD = ['code', 'pre', 'kbd', 'samp', 'script', 'style', 'math', 'svg', 'template'];
/** Elements that run on within a line of text; any other tag parts words. */
const RUNNING =
  /^(?:a|abbr|b|bdi|bdo|cite|data|dfn|del|em|i|ins|mark|q|s|small|span|strong|sub|sup|time|u|var)$/i;
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * A footnote's paragraphs after its first are indented by four columns, which CommonMark
 * without footnotes reads as code: they are moved back so that they stay prose.
 */
function footnotesOutdented(markdown: string): string {
  let fence: string | null = null;
  let inFootnote = false;
  return markdown
    .split('\n')
    .map((line) => {
      const opening = FENCE.exec(line)?.[1];
      if (fence) {
        if (opening && opening[0] === fence[0] && opening.length >= fence.length) fence = null;
        return line;
      }
      if (FOOTNOTE_START.test(line)) inFootnote = true;
      else if (inFootnote && line.trim() !== '' && !INDENTED.test(line)) inFootnote = false;
      if (inFootnote && INDENTED.test(line)) return line.replace(INDENTED, '');
      if (opening) fence = opening;
      return line;
    })
    .join('\n');
}

/** Where the tree's code and raw HTML are in the source, as [start, end) offsets. */
function verbatimSpans(tree: Root): [number, number][] {
  const spans: [number, number][] = [];
  const visit = (node: Node) => {
    if (node.type === 'code' || node.type === 'inlineCode' || node.type === 'html') {
      const { start, end } = node.position ?? {};
      if (start?.offset !== undefined && end?.offset !== undefined) {
        spans.push([start.offset, end.offset]);
      }
    } else if ('children' in node) {
      node.children.forEach(visit);
    }
  };
  visit(tree);
  return spans;
}

/** The source with maths and footnote markers blanked, wherever they are not within code. */
function withoutMaths(markdown: string): string {
  const spans = verbatimSpans(fromMarkdown(markdown));
  const pattern = new RegExp(TAKEN_OUT.source, 'g');
  let kept = '';
  let from = 0;
  for (let match = pattern.exec(markdown); match; match = pattern.exec(markdown)) {
    const start = match.index;
    const end = start + match[0].length;
    if (spans.some(([a, b]) => start < b && end > a)) {
      // A dollar within code is the code's own: look again from the next character.
      pattern.lastIndex = start + 1;
      continue;
    }
    kept += `${markdown.slice(from, start)} `;
    from = end;
  }
  return kept + markdown.slice(from);
}

const entity = (_: string, name: string) => {
  if (name[0] === '#') {
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : +name.slice(1);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
  }
  return NAMED[name.toLowerCase()] ?? ' ';
};

/** The text of a piece of raw HTML: no comments, no unread elements, no tags. */
function htmlText(html: string): string {
  const unread = new RegExp(`<(${UNREAD.join('|')})\\b[\\s\\S]*?</\\1\\s*>`, 'gi');
  return html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(unread, ' ')
    .replace(/<\/?([a-z][\w-]*)[^>]*>/gi, (_, tag: string) => (RUNNING.test(tag) ? '' : ' '))
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, entity);
}

/** The element a piece of inline HTML opens and leaves open, when its contents are unread. */
function opensUnread(html: string): string | undefined {
  const tag = /^<([a-z][\w-]*)/i.exec(html)?.[1]?.toLowerCase();
  if (!tag || !UNREAD.includes(tag) || /\/>\s*$/.test(html)) return undefined;
  return new RegExp(`</${tag}\\s*>`, 'i').test(html) ? undefined : tag;
}

/** The words of a line of text (a paragraph, a heading) as a reader reads them. */
function inlineText(nodes: Content[]): string {
  let text = '';
  let unread: string | undefined;
  for (const node of nodes) {
    if (unread) {
      if (node.type === 'html' && new RegExp(`^</${unread}\\s*>`, 'i').test(node.value)) {
        unread = undefined;
      }
      continue;
    }
    if (node.type === 'text') text += node.value.replace(BARE_URL, ' ');
    else if (node.type === 'break' || node.type === 'inlineCode') text += ' ';
    else if (node.type === 'html') {
      unread = opensUnread(node.value);
      text += unread ? ' ' : htmlText(node.value);
    } else if (node.type === 'link' && isBareAddress(node)) text += ' ';
    else if ('children' in node) text += inlineText(node.children);
  }
  return text;
}

/** An autolink (<https://…>, <name@host>), whose text is its address. */
function isBareAddress(link: { url: string; children: Content[] }): boolean {
  const [only] = link.children;
  if (link.children.length !== 1 || only.type !== 'text') return false;
  return link.url === only.value || link.url === `mailto:${only.value}`;
}

/** The blocks of prose under a node, each as one line. */
function blocks(node: Node): string[] {
  switch (node.type) {
    case 'paragraph':
    case 'heading':
    case 'tableCell':
      return [inlineText(node.children)];
    case 'html':
      return [htmlText(node.value)];
    case 'code':
    case 'definition':
    case 'footnoteDefinition':
      return [];
    default:
      return 'children' in node ? (node.children as Content[]).flatMap(blocks) : [];
  }
}

/** The text a reader reads in a Markdown body (no front matter): its paragraphs, one a line. */
export function proseOfMarkdown(markdown: string): string {
  const source = withoutMaths(footnotesOutdented(markdown.replace(/\r\n?/g, '\n')));
  return blocks(fromMarkdown(source))
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}

const segmenters = new Map<string, Intl.Segmenter>();

/**
 * The words of a text in a language, as its own rules divide them: Chinese, Japanese and Thai
 * write no spaces between words, and punctuation and spaces are not words.
 */
export function countWords(text: string, lang: string): number {
  let segmenter = segmenters.get(lang);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
    segmenters.set(lang, segmenter);
  }
  let words = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) words += 1;
  return words;
}

/** Whole minutes to read so many words, rounded up: never less than one. */
export function readingMinutes(words: number): number {
  return words > 0 ? Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)) : 1;
}
