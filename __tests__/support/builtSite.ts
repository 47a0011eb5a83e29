// A folder of built files for a unit test of what runs after the build (the hosting files, the
// search index), removed after the test file.
import fs from 'fs';
import os from 'os';
import path from 'path';

const sites: string[] = [];
afterAll(() => sites.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** Writes the pages (path: HTML) and empty assets into a new folder, and returns it. */
export function builtSite(pages: Record<string, string>, assets: string[] = []): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-'));
  sites.push(dir);
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), html);
  }
  for (const file of assets) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), '');
  }
  return dir;
}
