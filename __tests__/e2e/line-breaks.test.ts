// Lines that break well, on every page of the test content in its default language, one
// written right to left and two written without spaces, at every 10 px from 320 to 1440 (the
// content lane sweeps the owner's pages with the same reading, lane.test.ts): no line starts
// with the dot between two facts, no range of years breaks at its dash, no button's label takes
// two lines where one fits, no heading or introduction leaves a short word alone on its last
// line, no Thai word is broken over two lines.
import { openFramed } from './support/framed';
import { DEFAULT_LANG, LANGUAGES, PAGES, routeIn } from './support/content';
import { lineBreakProblems } from './support/lineBreaks';
import { sweep, SWEEP_WIDTHS } from './support/layout';
import { withSource } from './support/provenance';

// The languages the sweep reads, where the content has them: the default, Spanish, Arabic, and
// Thai and Chinese, whose lines break between dictionary words and between any two characters.
const SWEPT = LANGUAGES.filter(
  (lang) => lang === DEFAULT_LANG || ['es', 'ar', 'th', 'zh'].includes(lang),
);
const PAGES_SWEPT = SWEPT.flatMap((lang) => PAGES.map((route) => routeIn(route, lang)));

test.each(PAGES_SWEPT)('%s breaks its lines well from 320 to 1440 px', async (route) => {
  const visit = await openFramed(route, 800, { reducedMotion: 'reduce' });
  const found = (await sweep(visit.page, [lineBreakProblems], SWEEP_WIDTHS, { fresh: true })).map(
    (problem) => withSource(problem, /"(.*?)"/.exec(problem)?.[1] ?? ''),
  );
  expect(found).toEqual([]);
});
