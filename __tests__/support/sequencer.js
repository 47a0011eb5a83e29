// Starts the longest test files first, so that the two workers end together. After one run jest
// knows each file's time from its cache and orders by it; on a fresh machine (CI) it falls back
// on file size, which says little here: the end-to-end files that take longest are among the
// shortest. LONGEST names them then, longest first; a stale list costs seconds, never a result.
const path = require('path');
const Sequencer = require('@jest/test-sequencer').default;

const LONGEST = [
  'a11y',
  'firefox',
  'webkit',
  'screens',
  'languages',
  'bar',
  'home',
  'theme',
  'navigation',
  'quality',
  'links',
  'early',
  'case-studies',
];
// The test content's site has the most pages, the one-language site the fewest.
const SITES = ['e2e-fixture', 'e2e', 'e2e-one-language', 'unit'];

class LongestFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.some((test) => test.duration != null)) return sorted;
    const rank = (test) => {
      const file = LONGEST.indexOf(path.basename(test.path).replace(/\.test\.tsx?$/, ''));
      const site = SITES.indexOf(test.context.config.displayName?.name ?? '');
      return (file < 0 ? LONGEST.length : file) * SITES.length + (site < 0 ? SITES.length : site);
    };
    return [...tests].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = LongestFirst;
