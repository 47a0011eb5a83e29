// Readings of a page's layout, run in the page (each function is sent to the browser whole, so it
// uses nothing from outside itself); ./sweep.ts takes them over window widths.
/**
 * In the page: what is wrong with the fixed bar at the window's present width, in words that do
 * not change from width to width (so that a sweep can group them). Checked: the page does not
 * scroll sideways; the brand's monogram shows; every control the bar shows is whole inside the
 * window and the bar, its label on one line and not cut; the links are either all in the bar or
 * all behind the menu button, and, opened, the menu holds each whole inside the window.
 */
export function barProblems(w: Window & typeof globalThis = window): string[] {
  const document = w.document;
  const problems: string[] = [];
  const root = document.documentElement;
  const width = root.clientWidth;
  const height = w.innerHeight;
  const bar = document.querySelector('header[data-site-nav]');
  if (!bar) return ['the page has no bar'];
  const nav = bar.querySelector('nav');
  if (!nav) return ['the bar has no navigation'];

  // Not shown: no box, hidden, or in a closed disclosure (whose content keeps its boxes).
  const shown = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });
  const nameOf = (element: Element) => {
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    return `"${text.replace(/\s+/g, ' ').slice(0, 30) || element.tagName.toLowerCase()}"`;
  };
  const inside = (
    box: DOMRect,
    area: { left: number; right: number; top: number; bottom: number },
  ) =>
    box.left >= area.left - 0.5 &&
    box.right <= area.right + 0.5 &&
    box.top >= area.top - 0.5 &&
    box.bottom <= area.bottom + 0.5;
  // A label's text: on one line per text, and whole where its control shows it (a text clipped
  // away entirely, as the brand's name where it has no room, is not shown, so not counted).
  const labelProblems = (control: Element): string[] => {
    const box = control.getBoundingClientRect();
    const found: string[] = [];
    const walker = document.createTreeWalker(control, w.NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest('.visually-hidden')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter(
        (rect) =>
          rect.width > 0 &&
          rect.bottom > box.top &&
          rect.top < box.bottom &&
          rect.right > box.left &&
          rect.left < box.right,
      );
      const tops = new Set(rects.map((rect) => Math.round(rect.top / 4)));
      if (tops.size > 1) found.push(`${nameOf(control)} breaks over ${tops.size} lines`);
      if (rects.some((rect) => rect.left < box.left - 1 || rect.right > box.right + 1)) {
        found.push(`${nameOf(control)} is cut`);
      }
    }
    return found;
  };
  const window_ = { left: 0, right: width, top: 0, bottom: height };

  if (root.scrollWidth > width) problems.push('the page scrolls sideways');

  const barBox = bar.getBoundingClientRect();
  const monogram = bar.querySelector('a [aria-hidden="true"]');
  if (!monogram || !shown(monogram) || !inside(monogram.getBoundingClientRect(), window_)) {
    problems.push('the brand mark is not shown');
  }

  const menuButton = nav.querySelector<HTMLButtonElement>('button[popovertarget]');
  const menu = menuButton && document.getElementById(menuButton.getAttribute('popovertarget')!);
  const links = [...nav.querySelectorAll('a')];
  const inMenu = menuButton !== null && shown(menuButton);
  const barArea = { left: 0, right: width, top: barBox.top, bottom: barBox.bottom };
  for (const control of bar.querySelectorAll('a, button, summary')) {
    if (!shown(control)) continue;
    if (!inside(control.getBoundingClientRect(), barArea)) {
      problems.push(`${nameOf(control)} is not whole inside the bar and the window`);
    }
    problems.push(...labelProblems(control));
  }
  if (inMenu) {
    if (links.some(shown)) problems.push('links show beside the menu button');
    if (!menu) return [...problems, 'the menu button opens nothing'];
    menuButton.click();
    if (!links.every(shown)) problems.push('the open menu does not show every link');
    for (const link of links) {
      // A menu taller than a short window scrolls within itself.
      link.scrollIntoView({ block: 'nearest' });
      if (!inside(link.getBoundingClientRect(), window_)) {
        problems.push(`${nameOf(link)} is not whole inside the window in the open menu`);
      }
      problems.push(...labelProblems(link).map((problem) => `${problem} in the open menu`));
    }
    if (menu.matches(':popover-open')) menu.hidePopover();
  } else if (!links.every(shown)) {
    problems.push('some links are neither in the bar nor behind a menu button');
  }
  return problems;
}

/**
 * In the page: texts that show in part only, cut by a box that clips them or by the window's
 * side, as "'…' cut by <tag>", and whether the page scrolls sideways. A text clipped away
 * whole (the brand's name where it has no room) is not shown, so not cut; visually hidden
 * text is for screen readers only; text in a box that scrolls sideways and takes the focus (a
 * code block: src/lib/scrollableCode.ts) is there to be scrolled to, by pointer or keyboard.
 */
export function cutTexts(): string[] {
  const found: string[] = [];
  const root = document.documentElement;
  const scrolledTo = (element: Element) => {
    for (let at: Element | null = element; at && at !== root; at = at.parentElement) {
      const scrolls = /^(auto|scroll)$/.test(getComputedStyle(at).overflowX);
      if (scrolls && (at as HTMLElement).tabIndex >= 0) return true;
    }
    return false;
  };
  if (root.scrollWidth > root.clientWidth) found.push('the page scrolls sideways');
  const clipsOf = (element: Element): Element[] => {
    const clips: Element[] = [];
    for (let at: Element | null = element; at && at !== root; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') clips.push(at);
    }
    return clips;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent?.trim();
    if (!parent || !text || parent.closest('.visually-hidden, script, style, noscript')) continue;
    if (!parent.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }))
      continue;
    if (scrolledTo(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
    for (const clip of clipsOf(parent)) {
      const box = clip.getBoundingClientRect();
      const overlaps = (rect: DOMRect) =>
        rect.right > box.left &&
        rect.left < box.right &&
        rect.bottom > box.top &&
        rect.top < box.bottom;
      const whole = (rect: DOMRect) =>
        rect.left >= box.left - 1 &&
        rect.right <= box.right + 1 &&
        rect.top >= box.top - 1 &&
        rect.bottom <= box.bottom + 1;
      const shownRects = rects.filter(overlaps);
      if (shownRects.length > 0 && !shownRects.every(whole)) {
        found.push(`"${text.slice(0, 40)}" cut by <${clip.tagName.toLowerCase()}>`);
        break;
      }
    }
    if (rects.some((rect) => rect.left < -1 || rect.right > root.clientWidth + 1)) {
      found.push(`"${text.slice(0, 40)}" runs past the window's side`);
    }
  }
  return found;
}

export interface FocusReading {
  /** Where the focus is, as a path of tags and places from <body> ('' on <body> itself). */
  at: string;
  /** The focused element, if the fixed bar covers any of it, as its tag and text. */
  under: string | null;
}

/**
 * In the page: where the focus is, and whether the fixed bar covers any of the focused element
 * (WCAG 2.4.11 asks that it is not hidden whole; here not even in part).
 */
export function readFocus(): FocusReading {
  const focused = document.activeElement;
  const path: string[] = [];
  for (let node = focused; node && node !== document.body; node = node.parentElement) {
    path.unshift(`${node.tagName}:${[...(node.parentElement?.children ?? [])].indexOf(node)}`);
  }
  const at = path.join('/');
  const under = (): string | null => {
    const bar = document.querySelector('header[data-site-nav]');
    if (!focused || focused === document.body || !bar || bar.contains(focused)) return null;
    if (getComputedStyle(bar).position !== 'fixed') return null;
    const barBox = bar.getBoundingClientRect();
    const box = focused.getBoundingClientRect();
    const top = Math.max(box.top, barBox.top);
    const bottom = Math.min(box.bottom, barBox.bottom);
    if (bottom <= top + 0.5 || box.width === 0) return null;
    // Covered where the bar is what the pointer would hit in the overlap.
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const hit = document.elementFromPoint(x, (top + bottom) / 2);
    if (!hit || !bar.contains(hit)) return null;
    const text = (focused.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${focused.tagName.toLowerCase()}> "${text}"`;
  };
  return { at, under: under() };
}

/**
 * In the page: the project cards that a neighbour in their row stretches past 1.2 times their
 * own height, and those without a picture (a screenshot or a cover) of the shared 16:10 shape
 * across their top.
 */
export function cardProblems(w: Window & typeof globalThis = window): string[] {
  const section = w.document.getElementById('projects');
  if (!section) return [];
  const cards = [...section.querySelectorAll('article')];
  const problems: string[] = [];
  const heights = cards.map((card) => card.getBoundingClientRect().height);
  // Each card at its own height: out of the row's stretch, then put back.
  const saved = cards.map((card) => [card.style.height, card.parentElement!.style.alignSelf]);
  cards.forEach((card) => {
    card.style.height = 'auto';
    card.parentElement!.style.alignSelf = 'start';
  });
  const natural = cards.map((card) => card.getBoundingClientRect().height);
  cards.forEach((card, index) => {
    [card.style.height, card.parentElement!.style.alignSelf] = saved[index];
  });
  cards.forEach((card, index) => {
    const title = card.querySelector('h3')?.textContent?.trim() ?? `card ${index + 1}`;
    if (heights[index] > natural[index] * 1.2) {
      problems.push(`"${title}" is stretched past 1.2 times its own height`);
    }
    const picture = card.firstElementChild?.getBoundingClientRect();
    const cardBox = card.getBoundingClientRect();
    const ratio = picture && picture.height > 0 ? picture.width / picture.height : 0;
    if (!picture || Math.abs(ratio - 1.6) > 0.02 || picture.top > cardBox.top + 2) {
      problems.push(`"${title}" has no 16:10 picture across its top`);
    }
  });
  return problems;
}
