// Every page, as served with the _headers the build writes, grades A+ by the MDN HTTP
// Observatory's published scoring (__tests__/support/observatory.ts): the grade the issue asks
// for, checked here because the Observatory itself scans only public hosts.
import { observatoryGrade } from '../support/observatory';
import { openPage } from './support/browser';
import { ROUTES } from './support/config';

async function gradeOf(path: string, withHeaders = true) {
  const visit = await openPage(path, { javaScriptEnabled: false });
  const response = visit.response;
  if (!response) throw new Error(`no response for ${path}`);
  const headers = withHeaders ? await response.allHeaders() : {};
  const origin = new URL(response.url()).origin;
  return observatoryGrade(headers, await response.text(), origin);
}

describe('HTTP Observatory grade', () => {
  test.each(ROUTES)('%s grades A+', async (path) => {
    const result = await gradeOf(path);
    // On failure the whole result shows, with each test's outcome and modifier.
    expect(result).toMatchObject({ grade: 'A+', score: expect.any(Number) });
    expect(result.score).toBeGreaterThanOrEqual(100);
  });

  test('the scoring fails a page served without those headers', async () => {
    const result = await gradeOf('/', false);
    // No CSP (-25), no HSTS (-20), no X-Content-Type-Options (-5), no frame protection (-20).
    expect(result).toMatchObject({ grade: 'D', score: 30 });
  });
});
