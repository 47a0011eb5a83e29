// Where a site takes new versions from (.upstream.json), fetching the newest, and how far
// behind the site is: what `npm run upgrade`, its --status and the weekly pull request share.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { baseOf, line, RECORD, Stop, succeeds, version } from './merge.mjs';
import { count, indented, say, subjectLine } from './words.mjs';

/** @import { UpstreamRecord } from './merge.mjs' */

/**
 * What the owner named: the upstream and its branch, the version the site's code was taken from
 * (--from), and whether the upgrade only says what it would bring (--status).
 * @typedef {object} UpstreamOptions
 * @property {string} [upstream]
 * @property {string} [ref]
 * @property {string} [from]
 * @property {boolean} [status]
 */

/** @returns {UpstreamRecord | undefined} */
export const readRecord = () =>
  fs.existsSync(RECORD) ? JSON.parse(fs.readFileSync(RECORD, 'utf8')) : undefined;

/**
 * Fetches the upstream the owner named or the site recorded: { url, ref, theirs, base }.
 * @param {UpstreamOptions} args
 */
export function fetchUpstream(args) {
  const record = readRecord();
  const url = args.upstream ?? record?.url;
  if (!url) {
    throw new Stop(
      'Name the site this one was made from: npm run upgrade -- https://github.com/<owner>/<repository>.git\n(it is remembered in .upstream.json for the next time)',
    );
  }
  const ref = args.ref ?? (args.upstream ? undefined : record?.ref);
  say(`Upgrade from ${url}${ref ? ` ${ref}` : ''}${args.status ? ': what it would bring' : ''}`);
  const fetched = spawnSync('git', ['fetch', '--quiet', '--no-tags', url, ref ?? 'HEAD'], {
    encoding: 'utf8',
  });
  if (fetched.status !== 0)
    throw new Stop(`git could not fetch it:\n${indented(fetched.stderr.trim())}`);
  const theirs = line(['rev-parse', 'FETCH_HEAD']);
  // A shallow clone (a CI checkout) may lack the commits that tell which version it has.
  if (!record?.commit && line(['rev-parse', '--is-shallow-repository']) === 'true') {
    spawnSync('git', ['fetch', '--quiet', '--unshallow'], { stdio: 'ignore' });
  }
  return { url, ref, theirs, base: baseOf(theirs, { ...args, upstream: url }, record) };
}

/**
 * Whether the site has upstream's version already (said so), else how far behind it is.
 * @param {{ base: string, theirs: string }} versions
 */
export function behind({ base, theirs }) {
  if (base === theirs || succeeds(['merge-base', '--is-ancestor', theirs, base])) {
    say(`  Your site has upstream's version ${version(theirs)} already: nothing to take.`);
    return null;
  }
  const commits = line(['log', '--format=%s', `${base}..${theirs}`]).split('\n');
  const days = Math.round(
    (Number(line(['log', '-1', '--format=%ct', theirs])) -
      Number(line(['log', '-1', '--format=%ct', base]))) /
      86400,
  );
  const later =
    days > 0
      ? `${count(commits.length, 'commit')} and ${count(days, 'day')} later`
      : `${count(commits.length, 'commit')} later`;
  say(`  Your code is upstream's ${version(base)}; upstream is at ${version(theirs)}, ${later}:`);
  for (const subject of commits.slice(0, 5)) say(subjectLine(subject));
  if (commits.length > 5)
    say(
      `    and ${commits.length - 5} more (git log ${line(['rev-parse', '--short', base])}..FETCH_HEAD)`,
    );
  return commits;
}
