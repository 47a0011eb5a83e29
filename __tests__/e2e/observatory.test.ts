// Every page, as served with the _headers the build writes, grades A+ by the MDN HTTP
// Observatory's published scoring (__tests__/support/observatory.ts), checked here because the
// Observatory itself scans only public hosts.
import { observatoryGrade } from '../support/observatory';
import { openPage } from './support/browser';
import { ROUTES } from './support/config';

async function gradeOf(path: string) {
  const visit = await openPage(path, { javaScriptEnabled: false });
  const response = visit.response;
  if (!response) throw new Error(`no response for ${path}`);
  const headers = await response.allHeaders();
  const origin = new URL(response.url()).origin;
  return observatoryGrade(headers, await response.text(), origin);
}

describe('HTTP Observatory grade', () => {
  test.each(ROUTES)('%s grades A+', async (path) => {
    const result = await gradeOf(path);
    expect(result.modifiers).toEqual([
      'csp: unsafe-inline in style-src only (0)',
      'cookies: none (0)',
      'cors: not implemented (0)',
      'corp: same-origin (10)',
      'referrer-policy: private (5)',
      'hsts: at least six months (0)',
      'sri: scripts from this origin only (0)',
      'x-content-type-options: nosniff (0)',
      'x-frame-options: via CSP frame-ancestors (5)',
    ]);
    expect(result).toMatchObject({ grade: 'A+', score: 120 });
  });
});
