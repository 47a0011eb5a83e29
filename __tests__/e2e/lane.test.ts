// The content lane (npm run test:content): what the owner's content can break, on the site built
// from it, in Chromium, one visit per page: no console error and no policy violation as it
// loads; no text that pushes the page wider than the window at any width from 320 to 1440 px;
// nothing axe finds in the light and the dark theme (a language's pages in one, in turn); and
// the CV on its pages, in its own fonts.
// Each failure says which text of the content it comes from. (html, links and outputs.test.ts
// are the lane's other files: valid HTML, every address answering, the machine-readable files.)
import fs from 'fs';
import path from 'path';
import type { Frame } from 'playwright-core';
import { CV_PAGES } from '../../src/shared/constants';
import { closePdfReader, readPdf } from '../support/pdf';
import { axeViolations } from './support/axe';
import { CSP_VIOLATIONS, readCspViolations } from './support/inPage';
import { openFramed } from './support/framed';
import {
  ALL_PAGES,
  DEFAULT_LANG,
  LANGUAGES,
  PAGES,
  projects,
  routeIn,
  tech,
} from './support/content';
import { lightColor } from '../../src/shared/tokens';
import { darkColor } from '../../src/styles/themes';
import { lineBreakProblems } from './support/lineBreaks';
import { LINE_WIDTHS, sweep, SWEEP_WIDTHS } from './support/sweep';
import { transitionsDone } from './support/page';
import { withSource } from './support/provenance';
import { CONTENT_DIR, publicDir } from './support/site';
import { CHIP_TINT } from '../../src/lib/iconChip';
import { channelsOf, contrastRatio, tinted } from '../../src/lib/contrast';

/**
 * In the page: the texts that reach past the window, when the page is wider than it (sent to
 * the browser whole). Screen-reader-only text is left out: it is drawn nowhere.
 */
function textsPastTheWindow(w: Window & typeof globalThis = window): string[] {
  const document = w.document;
  const root = document.documentElement;
  const width = root.clientWidth;
  if (root.scrollWidth <= width) return [];
  const found = new Set<string>();
  const walker = document.createTreeWalker(document.body, w.NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const holder = node.parentElement;
    if (!node.textContent?.trim() || !holder || holder.closest('.visually-hidden')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if ([...range.getClientRects()].some((rect) => rect.width > 0 && rect.right > width + 0.5)) {
      const text = (holder.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 120);
      found.add(`"${text}" reaches past the window`);
    }
  }
  return found.size > 0 ? [...found] : ['the page is wider than the window'];
}

/** axe's violations in the frame's page as it is now, one line per element, with its source. */
async function axeFindings(frame: Frame): Promise<string[]> {
  const violations = await axeViolations(frame);
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const text = node.html.replace(/<[^>]*>/g, ' ');
      return withSource(`${violation.id}: ${violation.help}: ${node.target.join(' ')}`, text);
    }),
  );
}

// Both themes on the default language's pages; a language's (other words, the same colours
// and structure) in one, its pages taking the two in turn.
const THEMES = ['light', 'dark'] as const;
const schemesOf = (route: string) =>
  PAGES.includes(route) ? THEMES : [THEMES[ALL_PAGES.indexOf(route) % 2]];

describe('every page, as the content makes it', () => {
  test.each(ALL_PAGES)(
    '%s: no console error or policy violation, no text past the window and no line broken badly from 320 to 1440 px, nothing axe finds in either theme',
    async (route) => {
      // Reduced motion: everything that enters on scroll is there at once, for axe to measure.
      const visit = await openFramed(route, 800, { reducedMotion: 'reduce' });
      const { page } = visit;
      const frame = (await (await page.locator('iframe').elementHandle())!.contentFrame())!;
      const found = [
        ...visit.problems(),
        ...(await frame.evaluate(readCspViolations, CSP_VIOLATIONS)).map(
          (violation) => `policy violation: ${violation}`,
        ),
        // In one sweep: '"text" reaches past the window: at 320–340 px', and lines that break
        // badly (bar-widths.test.ts says which), each said with where its text comes from.
        ...(
          await sweep(page, [
            { read: [textsPastTheWindow], at: SWEEP_WIDTHS },
            { read: [lineBreakProblems], at: LINE_WIDTHS, fresh: true },
          ])
        ).map((problem) =>
          withSource(
            problem,
            (/^"(.*)" reaches/.exec(problem) ?? /"(.*?)"/.exec(problem))?.[1] ?? '',
          ),
        ),
      ];
      await page.locator('iframe').evaluate((element) => {
        (element as HTMLIFrameElement).style.width = '1280px';
      });
      for (const scheme of schemesOf(route)) {
        await page.emulateMedia({ colorScheme: scheme });
        await frame.waitForFunction(
          (theme) => document.documentElement.dataset.theme === theme,
          scheme,
        );
        // Colours are measured at rest, as a visitor who prefers reduced motion gets them.
        await transitionsDone(frame);
        found.push(...(await axeFindings(frame)).map((finding) => `${scheme} theme: ${finding}`));
      }
      expect(found).toEqual([]);
    },
  );
});

/** The resume file a language's CV is drawn from, and its longest parts, as pointers. */
function resumeSource(lang: string): string {
  const file = lang === DEFAULT_LANG ? 'resume.json' : `translations/${lang}/resume.json`;
  const at = path.join(CONTENT_DIR, file);
  const json = JSON.parse(
    fs.readFileSync(fs.existsSync(at) ? at : path.join(CONTENT_DIR, 'resume.json'), 'utf8'),
  );
  const parts: [string, number][] = [];
  const measure = (value: unknown, pointer: string): number => {
    const length =
      typeof value === 'string'
        ? value.length
        : value && typeof value === 'object'
          ? Object.entries(value).reduce(
              (sum, [key, inner]) => sum + measure(inner, `${pointer}/${key}`),
              0,
            )
          : 0;
    if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
      parts.push([pointer, length]);
    return length;
  };
  measure(json, '');
  const longest = parts
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([pointer, length]) => `${pointer} (${length.toLocaleString('en')} characters)`);
  return `content/${fs.existsSync(at) ? file : 'resume.json'}, whose longest lists are ${longest.join(', ')}`;
}

test('a text the layout cannot wrap is named with the content it comes from, at the widths it reaches past', async () => {
  // The site wraps every word the content gives (a 60-letter title breaks): a line that will not
  // wrap is made here, of the longest project title, to see the check find it.
  const { title } = [...projects.projects].sort((a, b) => b.title.length - a.title.length)[0];
  const index = projects.projects.findIndex((project) => project.title === title);
  const visit = await openFramed('/', 800, { reducedMotion: 'reduce' });
  const frame = (await (await visit.page.locator('iframe').elementHandle())!.contentFrame())!;
  // Long enough to reach past the widest window, however short the title.
  await frame.evaluate(
    (text) => {
      const line = Object.assign(document.createElement('p'), { textContent: text });
      line.style.whiteSpace = 'nowrap';
      line.style.width = 'max-content';
      document.querySelector('main')?.append(line);
    },
    Array(Math.ceil(3000 / title.length))
      .fill(title)
      .join(' '),
  );
  const [problem, ...others] = (
    await sweep(visit.page, [{ read: [textsPastTheWindow], at: SWEEP_WIDTHS }])
  ).map((found) => withSource(found, /^"(.*)" reaches/.exec(found)?.[1] ?? ''));
  expect(others).toEqual([]);
  expect(problem).toMatch(
    new RegExp(
      `^".*" reaches past the window: at 320–1440 px \\(from content/projects\\.json /projects/${index}/title\\)$`,
    ),
  );
});

/** The least contrast a tech icon keeps with its tile, below which it all but disappears. */
const VISIBLE = 1.15;

test('every tech icon drawn in its colour shows on its tile, in both themes', () => {
  // The tile: the card's surface in the light theme, the icon chip in the dark one, or the dark
  // chip for a pale colour, which the page marks (TechStack.tsx), each tinted by the colour at
  // CHIP_TINT. A logo needs no text contrast (WCAG 1.4.3, 1.4.11), but one in the colour of its
  // tile is not seen at all.
  const home = fs.readFileSync(path.join(publicDir(), 'index.html'), 'utf8');
  const tileOf = (item: { color: string }) =>
    new RegExp(`data-chip="dark"[^>]*>(?:(?!</span>)[\\s\\S])*fill="${item.color}"`, 'i').test(home)
      ? { light: lightColor.iconChipDark, dark: darkColor.iconChipDark }
      : { light: lightColor.surface, dark: darkColor.iconChip };
  const found = tech.tech.flatMap((item, index) => {
    if (!/^[a-z0-9]+$/.test(item.icon)) return []; // the owner's own image keeps its colours
    const icon = channelsOf(item.color);
    return Object.entries(tileOf(item)).flatMap(([scheme, base]) => {
      const ratio = contrastRatio(icon, tinted(channelsOf(base), icon, CHIP_TINT));
      return ratio < VISIBLE
        ? [
            `content/tech.json /tech/${index}/color: ${item.color} is all but invisible on its tile in the ${scheme} theme (${ratio.toFixed(2)}:1, at least ${VISIBLE}:1): choose a darker or lighter shade`,
          ]
        : [];
    });
  });
  expect(found).toEqual([]);
});

afterAll(closePdfReader);

test(`the CV in each language takes at most ${CV_PAGES} pages, in its own fonts`, async () => {
  const found: string[] = [];
  for (const lang of LANGUAGES) {
    const file = path.join(publicDir(), routeIn('/', lang).replace(/\/$/, ''), 'resume.pdf');
    // A right-to-left language offers the default language's CV: it has none of its own.
    if (!fs.existsSync(file)) continue;
    const name = path.relative(publicDir(), file);
    const bytes = fs.readFileSync(file);
    const { pages } = await readPdf(bytes);
    if (pages > CV_PAGES) {
      found.push(
        `${name} takes ${pages} pages, more than ${CV_PAGES}: shorten ${resumeSource(lang)}`,
      );
    }
    const fonts = new Set(
      [...bytes.toString('latin1').matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map(
        (match) => match[1],
      ),
    );
    const others = [...fonts].filter((font) => !font.startsWith('Inter'));
    if (fonts.size === 0 || others.length > 0) {
      found.push(
        `${name} is set in ${others.join(', ') || 'no embedded font'}, not the CV's Inter`,
      );
    }
  }
  expect(found).toEqual([]);
});
