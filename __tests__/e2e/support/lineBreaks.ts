// A reading of how a page's lines break, run in the page (the function is sent to the browser whole,
// so it uses nothing from outside itself).

/**
 * In the page: the lines that break badly at the window's present width, in words that do not
 * change from width to width. Checked: no line starts with a middle dot (the separator of a line
 * of facts); a range of years (a text that is one, "2021 – Present") breaks at neither side of
 * its dash; a button's label is on one line wherever one line fits where it stands; a heading,
 * and the introduction under a first or second heading, leave no short word alone on their
 * last line after a line of three words or more (in four lines or fewer, which every engine
 * balances, and unless a word must break, being wider than the line); in a language written
 * without spaces between its words, no word is broken over two lines.
 */
export function lineBreakProblems(w: Window & typeof globalThis = window): string[] {
  const document = w.document;
  const found = new Set<string>();
  const shown = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });
  const quoted = (text: string) => `"${text.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
  /** The box of the character at `at` of a text node, or null when it draws none. */
  const boxOf = (node: Text, at: number): DOMRect | null => {
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + 1);
    return [...range.getClientRects()].find((rect) => rect.width > 0) ?? null;
  };
  const sameLine = (a: DOMRect | null, b: DOMRect | null) =>
    !a || !b || (a.top < b.bottom - 1 && b.top < a.bottom - 1);
  const texts = (root: Element) => {
    const walker = document.createTreeWalker(root, w.NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const holder = node.parentElement;
      if (!holder || holder.closest('.visually-hidden, script, style, noscript')) continue;
      if ((node as Text).data.trim() && shown(holder)) nodes.push(node as Text);
    }
    return nodes;
  };
  /** The positions of the characters that are not space, in order. */
  const inked = (node: Text) => [...node.data.matchAll(/\S/gu)].map((match) => match.index);

  const nodes = texts(document.body);

  // Middle dots, and ranges of years. A line can start at a node's first character, so the
  // box of the character inked last before it is read, but only when a dot needs it: a box is
  // a layout query, and a page holds hundreds of texts.
  let inkedLast: { node: Text; at: number } | null = null;
  for (const node of nodes) {
    const trimmed = node.data.trim();
    const range = /^\d{4}\s*–\s*\S/.test(trimmed) && trimmed.length < 40;
    if (range || node.data.includes('·')) {
      const ink = inked(node);
      for (const at of ink) {
        if (node.data[at] !== '·') continue;
        const before = ink.filter((index) => index < at).pop();
        const previous =
          before !== undefined
            ? boxOf(node, before)
            : inkedLast && boxOf(inkedLast.node, inkedLast.at);
        if (!sameLine(previous, boxOf(node, at))) {
          found.add(`a line starts with "·": ${quoted(node.parentElement?.textContent ?? '')}`);
        }
      }
      const dash = node.data.indexOf('–');
      if (range) {
        const around = [
          ink.filter((index) => index < dash).pop(),
          ink.find((index) => index > dash),
        ];
        const box = boxOf(node, dash);
        if (around.some((index) => index !== undefined && !sameLine(boxOf(node, index), box))) {
          found.add(`a range breaks at its dash: ${quoted(node.data)}`);
        }
      }
    }
    // Every text read holds ink (texts() keeps no blank one): its last character's place.
    inkedLast = { node, at: node.data.search(/\S\s*$/u) };
  }

  // Words of a language written without spaces between them (Thai, Lao, Khmer, Burmese) break
  // between words, as its own dictionary divides them; Chinese and Japanese may break anywhere.
  const unspaced = /^(?:th|lo|km|my)\b/i;
  // Its words, not those in Latin letters among them, which break as the rules above say.
  const unspacedScript = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
  const segmenters = new Map<string, Intl.Segmenter>();
  for (const node of nodes) {
    const lang = node.parentElement?.closest('[lang]')?.getAttribute('lang') ?? '';
    if (!unspaced.test(lang)) continue;
    if (!segmenters.has(lang)) {
      segmenters.set(lang, new Intl.Segmenter(lang, { granularity: 'word' }));
    }
    const room = node.parentElement!.getBoundingClientRect().width;
    for (const { segment, index, isWordLike } of segmenters.get(lang)!.segment(node.data)) {
      if (!isWordLike || segment.length < 2 || !unspacedScript.test(segment)) continue;
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + segment.length);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      const width = rects.reduce((sum, rect) => sum + rect.width, 0);
      const lines = new Set(rects.map((rect) => Math.round(rect.top / 4))).size;
      // A word wider than its line must break, as a long Latin word does.
      if (lines > 1 && width <= room) {
        found.add(`${quoted(node.data)} breaks the word "${segment}" over two lines`);
      }
    }
  }

  // Buttons: a label on two lines where one line would fit.
  for (const control of document.querySelectorAll<HTMLElement>('a, button')) {
    if (!shown(control)) continue;
    const style = w.getComputedStyle(control);
    const pill = parseFloat(style.borderTopLeftRadius) >= 16;
    if (!pill || style.backgroundColor === 'rgba(0, 0, 0, 0)') continue;
    const tops = new Set(
      texts(control).flatMap((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return [...range.getClientRects()].map((rect) => Math.round(rect.top / 4));
      }),
    );
    if (tops.size < 2) continue;
    // The room to the fraction of a pixel: a label a tenth of a pixel wider than it must wrap.
    const parent = control.parentElement!;
    const box = w.getComputedStyle(parent);
    const room =
      parent.getBoundingClientRect().width -
      ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth']
        .map((side) => parseFloat(box[side as 'paddingLeft']))
        .reduce((sum, width) => sum + width, 0);
    const before = control.style.whiteSpace;
    control.style.whiteSpace = 'nowrap';
    const natural = control.getBoundingClientRect().width;
    control.style.whiteSpace = before;
    // Within a layout unit (1/64 px) of the room, it fits.
    if (natural <= room + 1 / 64) {
      found.add(`the button ${quoted(control.textContent ?? '')} breaks where one line fits`);
    }
  }

  // Headings and introductions: no short word alone on the last line.
  const blocks = document.querySelectorAll('h1, h2, h3, h1 + p, h2 + p, header h1 ~ p');
  for (const block of blocks) {
    if (!shown(block)) continue;
    const words = texts(block).flatMap((node) =>
      [...node.data.matchAll(/\S+/gu)].map((match) => ({ node, at: match.index, word: match[0] })),
    );
    if (words.length < 4) continue;
    // Balanced by every engine up to four lines; a word wider than the line breaks as it must.
    // Its lines first, one layout query a text: a block past four lines (or a word over two,
    // which leaves a line no word starts on) is left before each word's box is read.
    const fragments = texts(block).flatMap((node) => {
      const whole = document.createRange();
      whole.selectNodeContents(node);
      return [...whole.getClientRects()].filter((rect) => rect.width > 0);
    });
    if (new Set(fragments.map((rect) => Math.round(rect.top / 4))).size > 4) continue;
    const boxes = words.map(({ node, at }) => boxOf(node, at));
    const lines = new Set(boxes.map((box) => (box ? Math.round(box.top / 4) : null))).size;
    const room = block.getBoundingClientRect().width;
    const tooWide = words.some(({ node, at, word }) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + word.length);
      return [...range.getClientRects()].length > 1 || range.getBoundingClientRect().width > room;
    });
    if (lines > 4 || tooWide) continue;
    const [fourth, third, second, first] = boxes.slice(-4);
    const lone = words[words.length - 1].word;
    // Alone after a line of three words or more: "Let's work / together" is as even as it gets.
    const longLine = sameLine(fourth, third) && sameLine(third, second);
    if (!sameLine(second, first) && longLine && [...lone].length <= 12) {
      found.add(`${quoted(block.textContent ?? '')} leaves "${lone}" alone on its last line`);
    }
  }
  return [...found];
}
