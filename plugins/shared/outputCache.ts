// The files made after the pages (a CV, a share image), kept between builds in the plugin's own
// folder of Gatsby's cache (.cache/caches/<plugin>/, which CI's cache of .cache keeps), each
// under a key made of everything it is drawn from: an edit remakes only the files it touches.
import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import type { Store } from 'gatsby';

/** Where a plugin keeps its outputs, and the hash of the code that makes them. */
export interface OutputCache {
  dir: string;
  code: string;
}

export const sha256 = (data: string | Buffer): string =>
  createHash('sha256').update(data).digest('hex');

/** A value as JSON with its objects' keys sorted: equal inputs give one text, in any order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : item,
  );
}

/** An output's key: every input it is drawn from, and the code that draws it. */
export const outputKey = (inputs: unknown, code: string): string =>
  sha256(stableJson({ code, inputs }));

interface Entry {
  key: string;
  sha256: string;
}

/** An entry's two files: the output, and its key with the output's own hash. */
function entryFiles(dir: string, name: string) {
  const base = path.join(dir, name.replace(/[^\w.-]+/g, '_'));
  return { data: `${base}.out`, entry: `${base}.json` };
}

function stored(dir: string, name: string, key: string): Buffer | null {
  const files = entryFiles(dir, name);
  try {
    const entry = JSON.parse(fs.readFileSync(files.entry, 'utf8')) as Entry;
    if (entry.key !== key) return null;
    const data = fs.readFileSync(files.data);
    // A truncated or altered file is no output of these inputs.
    return sha256(data) === entry.sha256 ? data : null;
  } catch {
    return null; // No entry yet, or one that cannot be read: made again.
  }
}

/** Writes through a temporary file, so that a build stopped midway leaves no partial entry. */
function writeWhole(file: string, data: string | Buffer): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, data);
  fs.renameSync(temporary, file);
}

function store(dir: string, name: string, key: string, data: Buffer): void {
  const files = entryFiles(dir, name);
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.rmSync(files.entry, { force: true });
    writeWhole(files.data, data);
    writeWhole(files.entry, JSON.stringify({ key, sha256: sha256(data) } satisfies Entry));
  } catch {
    // A cache that cannot be written costs the next build time, never its correctness.
  }
}

/**
 * The output called `name` (one per output: 'cv-fr'), from the cache when it was made under
 * `key`; else `make`'s, kept for the next build. `make`'s errors are thrown as they are, and
 * nothing is kept of them. Without a cache, `make`'s output.
 */
export async function cachedOutput(
  cache: OutputCache | null | undefined,
  name: string,
  inputs: unknown,
  make: () => Promise<Buffer | string> | Buffer | string,
): Promise<{ data: Buffer; made: boolean }> {
  const key = cache && outputKey(inputs, cache.code);
  const kept = cache && key ? stored(cache.dir, name, key) : null;
  if (kept) return { data: kept, made: false };
  const made = await make();
  const data = typeof made === 'string' ? Buffer.from(made) : made;
  if (cache && key) store(cache.dir, name, key, data);
  return { data, made: true };
}

/** The installed packages, as npm records them (node_modules/.package-lock.json), else the lock. */
function packagesHash(root: string): string {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  return sha256(
    fs.readFileSync(fs.existsSync(installed) ? installed : path.join(root, 'package-lock.json')),
  );
}

/**
 * The cache of a plugin's outputs, in `directory` (its Gatsby cache's), keyed by the plugin's
 * code: its gatsby-node as Gatsby compiled it, which bundles every local module it imports
 * (plugins/shared, src/shared, the i18n files), and the packages installed. Null (outputs made
 * every time) when the plugin has no compiled gatsby-node or the project no lock file.
 */
export function pluginOutputCache(
  store: Store,
  plugin: string,
  directory: string | undefined,
): OutputCache | null {
  const { flattenedPlugins = [], program } = store.getState() as {
    flattenedPlugins?: { name: string; resolvedCompiledGatsbyNode?: string }[];
    program: { directory: string };
  };
  const compiled = flattenedPlugins.find(({ name }) => name === plugin)?.resolvedCompiledGatsbyNode;
  if (!directory || !compiled) return null;
  try {
    return {
      dir: path.join(directory, 'outputs'),
      code: sha256(`${sha256(fs.readFileSync(compiled))}\n${packagesHash(program.directory)}`),
    };
  } catch {
    return null;
  }
}

/** The hashes of the content files that `value`'s texts name (a photo, a badge, a .bib file). */
export function namedFiles(contentDir: string, value: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  const visit = (item: unknown): void => {
    if (typeof item === 'string') {
      if (!/^[\w-]+(?:\/[\w.-]+)*\.\w+$/.test(item) || item in found) return;
      const file = path.join(contentDir, item);
      if (fs.existsSync(file) && fs.statSync(file).isFile()) {
        found[item] = sha256(fs.readFileSync(file));
      }
    } else if (item && typeof item === 'object') {
      Object.values(item).forEach(visit);
    }
  };
  visit(value);
  return found;
}
