// Every page, at its address and at its file's name, as served with the _headers the build
// writes, grades A+ by the MDN HTTP Observatory's own tests and scoring
// (__tests__/support/observatory.ts), run here because the Observatory scans only public hosts.
import { observatoryGrades, type ObservatoryResult } from '../support/observatory';
import { urlOf } from './support/site';
import { ROUTES } from './support/config';
import { CONTACT_ROUTES, LANGUAGES, routeIn } from './support/content';

// Each route in each language, at its address and at its file's name (/es/index.html), which a
// host serves too.
const ADDRESSES = LANGUAGES.flatMap((lang) =>
  [...ROUTES, ...CONTACT_ROUTES].flatMap((route) => {
    const at = routeIn(route, lang);
    return [at, `${at === '/' ? '' : at}/index.html`];
  }),
);
let results: ObservatoryResult[];

beforeAll(async () => {
  // The Observatory grades what the server sends, so no browser is needed (fetch gives the
  // headers with lower-case names, as the grader takes them).
  const pages = await Promise.all(
    ADDRESSES.map(async (path) => {
      const response = await fetch(urlOf(path));
      return {
        headers: Object.fromEntries(response.headers),
        html: await response.text(),
        url: response.url,
      };
    }),
  );
  results = observatoryGrades(pages);
});

describe('HTTP Observatory grade', () => {
  test.each(ADDRESSES.map((path, index) => [path, index] as const))(
    '%s grades A+',
    (_path, index) => {
      expect(results[index].tests).toEqual([
        'content-security-policy: csp-implemented-with-unsafe-inline-in-style-src-only (0)',
        'cookies: cookies-not-found (0)',
        'cross-origin-resource-sharing: cross-origin-resource-sharing-not-implemented (0)',
        'redirection: redirection-to-https (0)',
        'referrer-policy: referrer-policy-private (5)',
        'strict-transport-security: hsts-implemented-max-age-at-least-six-months (0)',
        'subresource-integrity: sri-not-implemented-but-all-scripts-loaded-from-secure-origin (0)',
        'x-content-type-options: x-content-type-options-nosniff (0)',
        'x-frame-options: x-frame-options-implemented-via-csp (5)',
        'cross-origin-resource-policy: corp-implemented-with-same-origin (10)',
      ]);
      expect(results[index]).toMatchObject({ grade: 'A+', score: 120 });
    },
  );
});
