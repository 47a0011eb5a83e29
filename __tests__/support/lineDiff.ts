// The lines a text lost and gained, as `git diff` counts them: what a reviewer of the commit sees.
import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

/** The lines `git diff` says a file lost and gained. */
export function changedLines(
  before: string,
  after: string,
): { removed: string[]; added: string[] } {
  const at = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-diff-'));
  fs.writeFileSync(path.join(at, 'a'), before);
  fs.writeFileSync(path.join(at, 'b'), after);
  let diff = '';
  try {
    execFileSync('git', ['diff', '--no-index', '--unified=0', 'a', 'b'], { cwd: at });
  } catch (error) {
    diff = String((error as { stdout: Buffer }).stdout);
  }
  fs.rmSync(at, { recursive: true });
  const lines = diff.split('\n').filter((line) => /^[-+](?![-+]{2} )/.test(line));
  return {
    removed: lines.filter((line) => line.startsWith('-')).map((line) => line.slice(1)),
    added: lines.filter((line) => line.startsWith('+')).map((line) => line.slice(1)),
  };
}
