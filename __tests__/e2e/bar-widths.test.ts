// Every page of every language swept from 320 to 1440 px, in one framed visit each: the bar
// whole, its labels on one line, the brand shown; on home every card pictured, none stretched;
// and, in the default language, one written right to left and two written without spaces,
// lines that break well, read every 20 px: no line starts with the dot between two facts, no range of years
// breaks at its dash, no button's label takes two lines where one fits, no heading or
// introduction leaves a short word alone on its last line, no Thai word is broken over two
// lines (the content lane sweeps the owner's pages with the same reading, lane.test.ts). It runs
// on the one-language site too, whose bar has no language switch to fit.
import { openFramed } from './support/framed';
import { UNKNOWN_PATH } from './support/config';
import { ALL_PAGES, DEFAULT_LANG, LANGUAGES, PAGES, routeIn } from './support/content';
import { lineBreakProblems } from './support/lineBreaks';
import { barProblems, cardProblems } from './support/layout';
import { LINE_WIDTHS, sweep, SWEEP_WIDTHS } from './support/sweep';
import { withSource } from './support/provenance';

const PAGES_EVERYWHERE = [...ALL_PAGES, ...LANGUAGES.map((lang) => routeIn(UNKNOWN_PATH, lang))];

// The languages whose lines are read, where the content has them: the default, Spanish, Arabic,
// and Thai and Chinese, whose lines break between dictionary words and between any two
// characters. Another language's lines break as one of these does.
const LINES_READ = LANGUAGES.filter(
  (lang) => lang === DEFAULT_LANG || ['es', 'ar', 'th', 'zh'].includes(lang),
).flatMap((lang) => PAGES.map((route) => routeIn(route, lang)));

describe('every width from 320 to 1440 px', () => {
  test.each(PAGES_EVERYWHERE)('%s', async (path) => {
    const home = LANGUAGES.some((lang) => routeIn('/', lang) === path);
    const lines = LINES_READ.includes(path);
    const { page } = await openFramed(path, 800, { reducedMotion: 'reduce' });
    const found = await sweep(page, [
      { read: [barProblems, ...(home ? [cardProblems] : [])], at: SWEEP_WIDTHS },
      ...(lines ? [{ read: [lineBreakProblems], at: LINE_WIDTHS, fresh: true }] : []),
    ]);
    expect(found.map((problem) => withSource(problem, /"(.*?)"/.exec(problem)?.[1] ?? ''))).toEqual(
      [],
    );
  });
});
