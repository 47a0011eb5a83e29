// How the upgrade speaks: plain lines that fit a terminal, the same in what it prints and in
// the report a weekly pull request carries.

export const WIDTH = 100;

/**
 * What the upgrade prints; `said` keeps it too (the pull request's report).
 * @type {string[]}
 */
export const said = [];
export const say = (text = '') => {
  said.push(text);
  console.log(text);
};

/**
 * '1 file', '3 files'.
 * @param {number} n
 * @param {string} noun
 */
export const count = (n, noun) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * A list that fits a line: 'a, b and 3 more'.
 * @param {string[]} items
 */
export function listed(items, room = WIDTH - 20) {
  /** @type {string[]} */
  const shown = [];
  for (const item of items) {
    if (shown.join(', ').length + item.length > room && shown.length > 0) break;
    shown.push(item);
  }
  const more = items.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}

/**
 * The last `rows` lines of a command's output, indented under the upgrade's own.
 * @param {string} text
 */
export const indented = (text, rows = 30) =>
  text
    .split('\n')
    .slice(-rows)
    .map((row) => `    ${row}`)
    .join('\n');

/**
 * A commit's subject as a line of the report.
 * @param {string} subject
 */
export const subjectLine = (subject) =>
  `    ${subject.length > WIDTH - 6 ? `${subject.slice(0, WIDTH - 7)}…` : subject}`;
