// Grades responses by the MDN HTTP Observatory's own tests and scoring, offline
// (observatory-grade.mjs runs them), for one or many responses at a time.
import { execFileSync } from 'child_process';
import path from 'path';

export interface ObservatoryInput {
  /** Response headers, with lower-case names. */
  headers: Record<string, string>;
  html: string;
  /** The page's address; graded as if served over https from its host. */
  url: string;
}

export interface ObservatoryResult {
  score: number;
  grade: string;
  /** Each test's result and modifier, e.g. "x-content-type-options: x-content-type-options-nosniff (0)". */
  tests: string[];
}

export function observatoryGrades(inputs: readonly ObservatoryInput[]): ObservatoryResult[] {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'observatory-grade.mjs')], {
    input: JSON.stringify(inputs),
    encoding: 'utf8',
  });
  return JSON.parse(output) as ObservatoryResult[];
}
