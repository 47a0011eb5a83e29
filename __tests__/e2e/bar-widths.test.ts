// The bar at every width a visitor brings: every page of every language swept from 320 to
// 1440 px. It runs on the one-language site too, whose bar has no language switch to fit.
import { openFramed } from './support/framed';
import { UNKNOWN_PATH } from './support/config';
import { ALL_PAGES, LANGUAGES, routeIn } from './support/content';
import { barProblems, cardProblems, SWEEP_WIDTHS, sweep } from './support/layout';

const PAGES_EVERYWHERE = [...ALL_PAGES, ...LANGUAGES.map((lang) => routeIn(UNKNOWN_PATH, lang))];

// On home the project cards are swept too: each with its picture, none stretched by its row.
describe('the bar at every width', () => {
  test.each(PAGES_EVERYWHERE)(
    `%s, from ${SWEEP_WIDTHS[0]} to ${SWEEP_WIDTHS[SWEEP_WIDTHS.length - 1]} px: the bar whole, its labels on one line, the brand shown (on home, every card pictured, none stretched)`,
    async (path) => {
      const { page } = await openFramed(path);
      const home = LANGUAGES.some((lang) => routeIn('/', lang) === path);
      expect(await sweep(page, home ? [barProblems, cardProblems] : [barProblems])).toEqual([]);
    },
  );
});
