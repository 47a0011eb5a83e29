/** @jest-environment node */
// The content's TypeScript types are the JSON Schemas' own: a schema changed without
// `npm run types:content` fails here, before the build code typed by the old shape runs.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { contentTypesSource, SCHEMAS_DIR, TYPES_FILE } from '../../scripts/content-types';

// The generator loads Prettier, whose ES modules jest's VM cannot import; the types are made
// unformatted here, and the comparison leaves aside what Prettier changes (spaces, semicolons,
// quotes, parentheses).
jest.mock('prettier', () => ({}));

const withoutLayout = (source: string) => source.replace(/[\s;()]+/g, '').replace(/"/g, "'");

test('src/shared/contentTypes.ts is what the schemas in content/schemas/ make', async () => {
  const written = fs.readFileSync(TYPES_FILE, 'utf8');
  expect(withoutLayout(written)).toBe(withoutLayout(await contentTypesSource()));
});

test('a field added to a schema changes the types', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-types-'));
  try {
    for (const file of fs.readdirSync(SCHEMAS_DIR)) {
      fs.copyFileSync(path.join(SCHEMAS_DIR, file), path.join(dir, file));
    }
    const file = path.join(dir, 'videos.schema.json');
    const schema = JSON.parse(fs.readFileSync(file, 'utf8'));
    schema.properties.videos.items.properties.duration = { type: 'string' };
    fs.writeFileSync(file, JSON.stringify(schema));
    const source = await contentTypesSource(dir);
    expect(source).toMatch(/export interface Video \{[^}]*\bduration\?: string\b/);
    expect(withoutLayout(source)).not.toBe(withoutLayout(fs.readFileSync(TYPES_FILE, 'utf8')));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
