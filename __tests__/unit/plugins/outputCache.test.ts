/** @jest-environment node */
// The cache of the files made after the pages: an output is made again exactly when one of its
// inputs or its code has changed, or when what was kept of it cannot be trusted.
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Store } from 'gatsby';
import {
  cachedOutput,
  namedFiles,
  pluginOutputCache,
  stableJson,
  type OutputCache,
} from '../../../plugins/shared/outputCache';

const folders: string[] = [];
const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'output-cache-'));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const INPUTS = { text: { title: 'A title', lines: ['one', 'two'] }, lang: 'fr' };

/** A maker that records its calls, and makes its output from the inputs it was given. */
function maker(inputs: unknown) {
  const make = jest.fn(async () => Buffer.from(`made from ${JSON.stringify(inputs)}`));
  return make;
}

describe('cachedOutput', () => {
  let cache: OutputCache;
  beforeEach(() => {
    cache = { dir: folder(), code: 'code-1' };
  });

  const run = (inputs: unknown, at: OutputCache | null = cache, name = 'out') => {
    const make = maker(inputs);
    return cachedOutput(at, name, inputs, make).then((result) => ({ ...result, make }));
  };

  it('gives the kept output, unmade, for the same inputs and code', async () => {
    const first = await run(INPUTS);
    expect(first.made).toBe(true);
    expect(first.make).toHaveBeenCalledTimes(1);
    const second = await run(structuredClone(INPUTS));
    expect(second.made).toBe(false);
    expect(second.make).not.toHaveBeenCalled();
    expect(second.data.equals(first.data)).toBe(true);
  });

  it('takes inputs whose keys come in another order as the same', async () => {
    await run(INPUTS);
    const reordered = { lang: 'fr', text: { lines: ['one', 'two'], title: 'A title' } };
    expect((await run(reordered)).made).toBe(false);
    expect(stableJson(reordered)).toBe(stableJson(INPUTS));
  });

  it.each([
    ['a nested text changes', { ...INPUTS, text: { ...INPUTS.text, title: 'Another title' } }],
    ['an item of a list changes', { ...INPUTS, text: { ...INPUTS.text, lines: ['one', 'three'] } }],
    ['the order of a list changes', { ...INPUTS, text: { ...INPUTS.text, lines: ['two', 'one'] } }],
    ['a field is added', { ...INPUTS, today: '2026-01-01' }],
  ])('makes it again when %s, and keeps the new one', async (_change, changed) => {
    await run(INPUTS);
    const remade = await run(changed);
    expect(remade.made).toBe(true);
    expect(remade.data.toString()).toContain(JSON.stringify(changed));
    expect((await run(changed)).made).toBe(false);
  });

  it('makes it again when the code changes', async () => {
    await run(INPUTS);
    expect((await run(INPUTS, { ...cache, code: 'code-2' })).made).toBe(true);
  });

  it('keeps one output per name', async () => {
    await run(INPUTS, cache, 'cv-fr');
    expect((await run(INPUTS, cache, 'cv-de')).made).toBe(true);
    expect((await run(INPUTS, cache, 'cv-fr')).made).toBe(false);
  });

  it.each([
    ['its file was altered', (file: string) => fs.writeFileSync(file, 'something else')],
    ['its file was cut short', (file: string) => fs.truncateSync(file, 4)],
    ['its file is missing', (file: string) => fs.rmSync(file)],
  ])('makes it again when %s', async (_case, spoil) => {
    const first = await run(INPUTS);
    const [kept] = fs.readdirSync(cache.dir).filter((name) => name.endsWith('.out'));
    spoil(path.join(cache.dir, kept));
    const again = await run(INPUTS);
    expect(again.made).toBe(true);
    expect(again.data.equals(first.data)).toBe(true);
    expect((await run(INPUTS)).made).toBe(false);
  });

  it('makes it again when its record cannot be read', async () => {
    await run(INPUTS);
    const [record] = fs.readdirSync(cache.dir).filter((name) => name.endsWith('.json'));
    fs.writeFileSync(path.join(cache.dir, record), '{"key":');
    expect((await run(INPUTS)).made).toBe(true);
  });

  it("throws the maker's error and keeps nothing of it", async () => {
    const failing = jest.fn(async (): Promise<Buffer> => {
      throw new Error('the CV would run to 3 pages');
    });
    await expect(cachedOutput(cache, 'out', INPUTS, failing)).rejects.toThrow('3 pages');
    expect(fs.existsSync(cache.dir) ? fs.readdirSync(cache.dir) : []).toEqual([]);
    expect((await run(INPUTS)).made).toBe(true);
  });

  it('makes the output every time without a cache', async () => {
    expect((await run(INPUTS, null)).made).toBe(true);
    expect((await run(INPUTS, null)).made).toBe(true);
  });
});

describe('pluginOutputCache', () => {
  /** A project with a compiled plugin and a lock file, and a store that names them. */
  function project() {
    const root = folder();
    const compiled = path.join(root, '.cache', 'compiled', 'plugins', 'cv', 'gatsby-node.js');
    fs.mkdirSync(path.dirname(compiled), { recursive: true });
    fs.writeFileSync(compiled, 'module.exports = { draw: 1 };');
    fs.writeFileSync(path.join(root, 'package-lock.json'), '{"packages":{"a":"1.0.0"}}');
    const state = {
      program: { directory: root },
      flattenedPlugins: [{ name: 'cv', resolvedCompiledGatsbyNode: compiled }],
    };
    return { root, compiled, store: { getState: () => state } as unknown as Store };
  }

  it("keys the outputs by the plugin's compiled code, in its cache folder", () => {
    const { root, compiled, store } = project();
    const directory = path.join(root, '.cache', 'caches', 'cv');
    const cache = pluginOutputCache(store, 'cv', directory);
    expect(cache?.dir).toBe(path.join(directory, 'outputs'));
    expect(pluginOutputCache(store, 'cv', directory)?.code).toBe(cache?.code);
    fs.writeFileSync(compiled, 'module.exports = { draw: 2 };');
    expect(pluginOutputCache(store, 'cv', directory)?.code).not.toBe(cache?.code);
  });

  it('keys them by the installed packages too', () => {
    const { root, store } = project();
    const before = pluginOutputCache(store, 'cv', root)?.code;
    const installed = path.join(root, 'node_modules', '.package-lock.json');
    fs.mkdirSync(path.dirname(installed), { recursive: true });
    fs.writeFileSync(installed, '{"packages":{"a":"1.0.1"}}');
    expect(pluginOutputCache(store, 'cv', root)?.code).not.toBe(before);
  });

  it('gives no cache for a plugin without compiled code, or without a cache folder', () => {
    const { root, store } = project();
    expect(pluginOutputCache(store, 'share-image', root)).toBeNull();
    expect(pluginOutputCache(store, 'cv', undefined)).toBeNull();
  });
});

describe('namedFiles', () => {
  it('hashes the content files that the texts name, and only those', () => {
    const dir = folder();
    fs.mkdirSync(path.join(dir, 'images'));
    fs.writeFileSync(path.join(dir, 'images', 'badge.png'), 'badge');
    const value = {
      photo: { src: 'images/badge.png', alt: 'A badge' },
      missing: 'images/none.png',
      site: 'example.com',
    };
    const before = namedFiles(dir, value);
    expect(Object.keys(before)).toEqual(['images/badge.png']);
    fs.writeFileSync(path.join(dir, 'images', 'badge.png'), 'another badge');
    expect(namedFiles(dir, value)['images/badge.png']).not.toBe(before['images/badge.png']);
  });
});
