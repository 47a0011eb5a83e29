// Who gets the content editor, and what it says: /admin has a policy of its own and stays out
// of search, no public page loads it, and served on this computer without its helper it says
// what to run. Its edits on disk are editor-saves' and editor-entries' (support/editor.ts sets
// up the copy, the backend and the editor for each).
import { openPage } from './support/browser';
import { editorForFile, LOCAL_BACKEND, theEditor } from './support/editor';
import { urlOf } from './support/site';

editorForFile();

describe('the content editor', () => {
  test('has a policy of its own at /admin, stays out of search, and no public page loads it', async () => {
    const editor = theEditor();
    const headers = (await editor.response?.allHeaders()) ?? {};
    // One policy (two would be joined with a comma), the editor's.
    expect(headers['content-security-policy']).toMatch(
      /^default-src 'self'; script-src 'self' 'unsafe-eval';[^,]*$/,
    );
    expect(headers['x-robots-tag']).toBe('noindex');
    expect(editor.problems()).toEqual([]);
    expect(await editor.cspViolations()).toEqual([]);

    const home = await openPage('/');
    const policy = (await home.response?.allHeaders())?.['content-security-policy'] ?? '';
    expect(policy).not.toContain('unsafe-eval');
    expect(home.requests.filter((url) => new URL(url).pathname.includes('/admin'))).toEqual([]);
    const sitemap = await (await fetch(urlOf('/sitemap-0.xml'))).text();
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toContain('/admin');
  });

  test('says what to run when it is served on this computer without its helper', async () => {
    const { page } = await openPage('/admin', { hydrates: false });
    await page.route(`${LOCAL_BACKEND}/**`, (route) => route.abort());
    await page.reload();
    const status = page.getByRole('status');
    await status
      .getByRole('heading', { name: 'To edit on this computer, run npm run edit' })
      .waitFor();
    expect(await status.textContent()).toContain('Stop this server and run npm run edit');
    expect(await page.getByText('Error loading the CMS configuration').count()).toBe(0);
  });
});
