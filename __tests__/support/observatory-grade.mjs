// The MDN HTTP Observatory's own tests and scoring (@mdn/mdn-http-observatory), run on responses
// given as JSON on stdin ([{ headers, html, url }]) instead of fetched: its scan() reaches only
// public hosts. Prints [{ score, grade, tests }]. A process of its own: the package is ESM only.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.dirname(
  createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'),
);
// The package's own dependencies: the cookie jar and the headers object of its retriever.
const packageRequire = createRequire(path.join(root, 'package.json'));
/** @type {typeof import('tough-cookie')} */
const { CookieJar } = packageRequire('tough-cookie');
/** @type {typeof import('axios')} */
const { AxiosHeaders } = packageRequire('axios');
// The HSTS preload list comes from the package's install script, which downloads it and is not
// run here: an empty list, as for every host not on it.
const preloadList = path.join(root, 'conf', 'hsts-preload.json');
if (!fs.existsSync(preloadList)) fs.writeFileSync(preloadList, '{}');
/**
 * One of the package's modules, by its path under src/.
 * @param {string} file
 * @returns {Promise<any>} any: an import by computed path; each module is typed where it is
 *   taken, from mdn-http-observatory.d.ts.
 */
const load = (file) => import(path.join(root, 'src', file));
/** @type {typeof import('@mdn/mdn-http-observatory/src/constants.js')} */
const { ALL_TESTS } = await load('constants.js');
/** @type {typeof import('@mdn/mdn-http-observatory/src/types.js')} */
const { Requests } = await load('types.js');
/** @type {typeof import('@mdn/mdn-http-observatory/src/grader/grader.js')} */
const { getGradeForScore, getScoreModifier } = await load('grader/grader.js');
/** @type {typeof import('@mdn/mdn-http-observatory/src/grader/charts.js')} */
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js');

/** @typedef {import('./observatory.js').ObservatoryInput} ObservatoryInput */
/** @typedef {import('./observatory.js').ObservatoryResult} ObservatoryResult */

/**
 * What the Observatory's retriever would have recorded for this page on an https host.
 * @param {ObservatoryInput} input
 */
function requestsFor({ headers, html, url }) {
  const page = new URL(url);
  page.protocol = 'https:';
  const requests = new Requests(page.hostname);
  const response = {
    headers: new AxiosHeaders(headers),
    status: 200,
    verified: true,
    data: html,
    request: { headers: {} },
  };
  const jar = new CookieJar();
  for (const cookie of [headers['set-cookie'] ?? []].flat()) jar.setCookieSync(cookie, page.href);
  Object.assign(requests.responses, {
    auto: response,
    https: response,
    // The host, not the site, answers http: with a redirect to https on the same host.
    http: { ...response, status: 301 },
    httpRedirects: [
      { url: new URL(page.href.replace(/^https:/, 'http:')), status: 301 },
      { url: page, status: 200 },
    ],
  });
  requests.resources.path = html;
  requests.session = { url: page, jar };
  return requests;
}

/**
 * Scores as the Observatory's scan() does: bonuses count only when the rest reaches an A.
 * @param {ObservatoryInput} input
 * @returns {ObservatoryResult}
 */
function grade(input) {
  const results = ALL_TESTS.map((test) => test(requestsFor(input)));
  const modifiers = results.map((result) => getScoreModifier(result.result));
  const penalties = modifiers.reduce((sum, modifier) => sum + Math.min(modifier, 0), 100);
  const total = modifiers.reduce((sum, modifier) => sum + modifier, 100);
  const graded = getGradeForScore(penalties >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? total : penalties);
  const tests = results.map(
    (result, index) => `${result.constructor.name}: ${result.result} (${modifiers[index]})`,
  );
  return { ...graded, tests };
}

/** @type {ObservatoryInput[]} */
const input = JSON.parse(fs.readFileSync(0, 'utf8'));
process.stdout.write(JSON.stringify(input.map(grade)));
