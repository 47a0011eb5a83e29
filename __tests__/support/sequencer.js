// Orders the test files in the order their sites are ready, and the longest first within that,
// so that the two workers end together:
// - the upgrade test and the unit tests first, which need no site: they run while global
//   set-up builds the sites (e2e/support/global-setup.ts); then the sites' files in the order
//   the sites are built: the test content's (most files run there), the owner's (the content
//   lane's long file before the short others, so that short files end the run), the
//   one-language site's.
// - within each, the longest first. After one run jest knows each file's time from its cache;
//   on a fresh machine (CI) it would fall back on file size, which says little here: the
//   end-to-end files that take longest are among the shortest. LONGEST names them then, longest
//   first; a stale list costs seconds, never a result.
const path = require('path');
const Sequencer = require('@jest/test-sequencer').default;

const LONGEST = [
  'upgrade',
  'pages',
  'bar-widths',
  'firefox',
  'webkit',
  'screens',
  'contrast',
  'lane',
  'languages',
  'links',
  'upgrade-merge',
  // The editor's files each start a copy of the project, its backend and the editor.
  'editor-saves',
  'editor-entries',
  'editor-access',
  'visits',
  'early',
  'navigation',
  'search',
  'case-studies',
  'home',
];
/** Projects in the order their files can start; any other comes after them. */
const READY = ['upgrade', 'unit', 'e2e-fixture', 'content', 'e2e', 'e2e-one-language'];

const projectOf = (test) => test.context.config.displayName?.name ?? '';
const readiness = (test) => {
  const at = READY.indexOf(projectOf(test));
  return at < 0 ? READY.length : at;
};

class ReadyThenLongest extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const timed = sorted.every((test) => test.duration != null);
    const rank = (test) => {
      if (timed) return -test.duration;
      const file = LONGEST.indexOf(path.basename(test.path).replace(/\.test\.tsx?$/, ''));
      return file < 0 ? LONGEST.length : file;
    };
    return [...sorted].sort((a, b) => readiness(a) - readiness(b) || rank(a) - rank(b));
  }
}

module.exports = ReadyThenLongest;
