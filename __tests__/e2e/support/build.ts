// Builds the site for the end-to-end tests, or reuses a build that is newer than every input.
import fs from 'fs';
import path from 'path';
import { gatsbyBuild } from '../../support/projectCopy';
import { PUBLIC_DIR, ROOT } from './config';

/** Files and folders whose change makes a build stale. */
const INPUTS = ['src', 'plugins', 'content', 'static', 'package.json', 'package-lock.json'];
/** Written by the build itself (Gatsby's type generation), so never newer "input". */
const GENERATED = new Set([path.join(ROOT, 'src', 'gatsby-types.d.ts')]);

function newestMtime(entry: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return GENERATED.has(entry) ? 0 : stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) {
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

function inputs(): string[] {
  const gatsbyFiles = fs
    .readdirSync(ROOT)
    .filter((name) => /^gatsby-.*\.[jt]sx?$/.test(name))
    .map((name) => path.join(ROOT, name));
  return [...INPUTS.map((name) => path.join(ROOT, name)), ...gatsbyFiles];
}

/** True when public/index.html exists and is newer than every source of the site. */
export function isBuildFresh(): boolean {
  const output = path.join(PUBLIC_DIR, 'index.html');
  if (!fs.existsSync(output)) return false;
  const builtAt = fs.statSync(output).mtimeMs;
  return inputs().every((entry) => newestMtime(entry) < builtAt);
}

/**
 * Runs `gatsby build` without network attempts. Its output is kept and shown only if it fails.
 * The old index.html is first marked stale (not deleted: Gatsby keeps the HTML of pages whose
 * inputs did not change, and would not write it again), so a build that fails half-way is never
 * taken for fresh; a build that succeeds marks it fresh.
 */
export async function buildSite(): Promise<void> {
  const marker = path.join(PUBLIC_DIR, 'index.html');
  if (fs.existsSync(marker)) fs.utimesSync(marker, 0, 0);
  // Stamped with the time the build started, so a source saved during the build counts as newer.
  const startedAt = new Date();
  const { code, output } = await gatsbyBuild(ROOT);
  if (code !== 0) throw new Error(`gatsby build failed (exit ${code}):\n${output.slice(-8000)}`);
  fs.utimesSync(marker, startedAt, startedAt);
}
