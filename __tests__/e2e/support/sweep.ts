// Sweeping a framed page's layout readings (./layout.ts, ./lineBreaks.ts) over window widths.
import type { Page } from 'playwright-core';

/** The widths a sweep visits: every 10 px from 320 to 1440. */
export const SWEEP_WIDTHS: readonly number[] = Array.from({ length: 113 }, (_, i) => 320 + i * 10);

/**
 * The widths a line's breaks are read at: every 20 px from 320 to 1440. A line's breaks move
 * with the text's width over tens of pixels, and each is read on a layout made afresh (sweep()),
 * the costliest part of a sweep.
 */
export const LINE_WIDTHS: readonly number[] = SWEEP_WIDTHS.filter((width) => width % 20 === 0);

/** A reading of a window's layout: what is wrong there, in words that do not change with width. */
export type Reading = (w: Window & typeof globalThis) => string[];

/**
 * Readings taken together at each of their widths; with `fresh`, on a layout made afresh at
 * each, as a page loaded at that width has it: a frame resized within one task keeps some of the
 * layout of the width before (Chromium's even lines of text-wrap: balance).
 */
export interface Readings {
  read: readonly Reading[];
  at: readonly number[];
  fresh?: boolean;
}

/**
 * Resizes the framed page (framed.ts, openFramed) to each width of the groups in turn and takes
 * each group's readings at its widths, all within one task of the browser: a resized frame is
 * laid out again when read, without waiting for a new frame to be drawn.
 * Returns what was found, each finding with the widths it was found at, written as ranges of
 * the widths its group visits: '420–440, 480 px'.
 */
export async function sweep(framed: Page, groups: readonly Readings[]): Promise<string[]> {
  // Sent as source: the readings run in the harness page, on the frame's window.
  const found = (await framed.evaluate(`(() => {
    const frame = document.querySelector('iframe');
    const groups = [${groups
      .map(
        ({ read, fresh = false }) => `{ read: [${read.map(String).join(',\n')}], fresh: ${fresh} }`,
      )
      .join(',\n')}];
    const widths = ${JSON.stringify(groups.map(({ at }) => at))};
    const all = [...new Set(widths.flat())].sort((a, b) => a - b);
    const found = {};
    for (const width of all) {
      frame.style.width = width + 'px';
      const now = groups.filter((_, at) => widths[at].includes(width));
      if (now.some((group) => group.fresh)) {
        const root = frame.contentDocument.documentElement;
        root.style.setProperty('display', 'none');
        void root.offsetHeight;
        root.style.removeProperty('display');
      }
      now.forEach((group) => {
        const at = groups.indexOf(group);
        const problems = frame.contentWindow.innerWidth === width
          ? group.read.flatMap((read) => read(frame.contentWindow))
          : ['the framed window is not as wide as its frame'];
        for (const problem of problems) ((found[problem] ||= {})[at] ||= []).push(width);
      });
    }
    return found;
  })()`)) as Record<string, Record<number, number[]>>;
  return Object.entries(found).flatMap(([problem, byGroup]) =>
    Object.entries(byGroup).map(
      ([group, at]) => `${problem}: at ${ranges(at, groups[Number(group)].at)} px`,
    ),
  );
}

/** 320, 330, 340, 400 of the widths 320, 330, … as '320–340, 400': widths next to each other
 *  in what a sweep visited join. */
function ranges(widths: number[], visited: readonly number[]): string {
  const runs: number[][] = [];
  for (const width of widths) {
    const run = runs[runs.length - 1];
    const next = run && visited[visited.indexOf(run[run.length - 1]) + 1];
    if (run && width === next) run.push(width);
    else runs.push([width]);
  }
  return runs
    .map((run) => (run.length === 1 ? `${run[0]}` : `${run[0]}–${run[run.length - 1]}`))
    .join(', ');
}
