/** @jest-environment node */
// The content's one reader: read once, shared by every consumer, read again once a file changes;
// and the option each local plugin declares for the folder it reads.
import fs from 'fs';
import path from 'path';
import { testPluginOptionsSchema } from 'gatsby-plugin-utils';
import { requireValidContent, loadCheckedContent } from '../../../plugins/content-engine/load';
import { pluginOptionsSchema as cvOptions } from '../../../plugins/cv/gatsby-node';
import { pluginOptionsSchema as hostingOptions } from '../../../plugins/hosting-files/gatsby-node';
import { pluginOptionsSchema as shareImageOptions } from '../../../plugins/share-image/gatsby-node';
import { pluginOptionsSchema as contentOptions } from '../../../plugins/site-content/gatsby-node';
import { copyContent, type ContentFixture } from '../../support/contentFixture';

let content: ContentFixture;

beforeEach(() => {
  content = copyContent();
});

afterEach(() => {
  content.cleanup();
  jest.restoreAllMocks();
});

/** The content files read while `run` runs. */
function filesReadBy(run: () => void): string[] {
  const read = jest.spyOn(fs, 'readFileSync');
  run();
  const files = read.mock.calls.map(([file]) => String(file));
  read.mockRestore();
  return files.filter((file) => file.startsWith(content.dir));
}

test('reads each file and its schema once, then answers every consumer from that reading', () => {
  const first = filesReadBy(() => loadCheckedContent(content.dir));
  const readsOf = (name: string) => first.filter((file) => file === path.join(content.dir, name));
  expect(readsOf('site.json')).toHaveLength(1);
  expect(readsOf('schemas/site.schema.json')).toHaveLength(1);
  // Each translation's file too (the fixture's fr and ar both translate site.json).
  expect(readsOf('translations/fr/site.json')).toHaveLength(1);
  expect(readsOf('translations/ar/site.json')).toHaveLength(1);

  let again: ReturnType<typeof loadCheckedContent> | undefined;
  expect(filesReadBy(() => (again = loadCheckedContent(content.dir)))).toEqual([]);
  expect(again).toBe(loadCheckedContent(content.dir));
  expect(again?.content?.site.name).toBe(content.read('site').name);
  expect(Object.keys(again?.schemas ?? {})).toEqual(
    expect.arrayContaining(['site', 'tech', 'projects', 'resume', 'videos']),
  );
});

test('reads the content again once a file has changed, and sees the change', () => {
  expect(requireValidContent(content.dir).site.title).toBe(content.read('site').title);
  content.edit('site', (json) => {
    json.title = 'Principal Engineer';
  });
  expect(requireValidContent(content.dir).site.title).toBe('Principal Engineer');
  content.edit('site', (json) => {
    json.email = '';
  });
  expect(loadCheckedContent(content.dir).errors).toEqual([
    expect.objectContaining({ file: 'content/site.json', path: '/email' }),
  ]);
  expect(() => requireValidContent(content.dir)).toThrow(
    'the content has 1 error(s), listed by the content check',
  );
});

describe.each([
  ['site-content', contentOptions],
  ['cv', cvOptions],
  ['share-image', shareImageOptions],
  ['hosting-files', hostingOptions],
])('the %s plugin', (_name, schema) => {
  test('takes the content folder as its path option, and nothing but a text there', async () => {
    const valid = await testPluginOptionsSchema(schema!, { path: content.dir });
    expect(valid).toMatchObject({ isValid: true, errors: [] });
    const missing = await testPluginOptionsSchema(schema!, {});
    expect(missing.isValid).toBe(false);
    expect(missing.errors).toEqual(['"path" is required']);
    const number = await testPluginOptionsSchema(schema!, { path: 3 } as unknown as {
      path: string;
    });
    expect(number.errors).toEqual(['"path" must be a string']);
  });
});
