/** @jest-environment node */
// No module of the site or its plugins imports itself through others, `import type` included:
// eslint's import/no-cycle skips type-only imports, and a cycle through a type still ties two
// modules' meanings together.
import fs from 'fs';
import path from 'path';
import ts from 'typescript';
import { ROOT } from '../support/paths';

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs'];

/** Every source file under the folders the site is built from, and the gatsby-* files. */
function sourceFiles(): string[] {
  const under = (dir: string) =>
    fs
      .readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  const top = fs.readdirSync(ROOT).filter((name) => name.startsWith('gatsby-'));
  return [...under('plugins'), ...under('src'), ...top.map((name) => path.join(ROOT, name))]
    .filter((file) => EXTENSIONS.includes(path.extname(file)) && !file.endsWith('.d.ts'))
    .map((file) => path.resolve(file));
}

/** The file a relative import names, or undefined for a package or a non-code file. */
function resolved(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((file) => EXTENSIONS.includes(path.extname(file)) && fs.existsSync(file));
}

/** Each file's imports and re-exports, `import type` and `export … from` included. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .map(({ fileName }) => resolved(file, fileName))
        .filter((target): target is string => target !== undefined);
      return [file, targets];
    }),
  );
}

/** One cycle per strongly connected group of files (Tarjan), each as a list of paths. */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (stack.includes(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== file);
    const selfImport = graph.get(file)?.includes(file);
    if (group.length > 1 || selfImport) found.push(group.map((f) => path.relative(ROOT, f)));
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

test('no file in plugins/, src/ or gatsby-* imports itself through others', () => {
  const graph = importGraph(sourceFiles());
  expect(graph.size).toBeGreaterThan(50);
  expect(cycles(graph)).toEqual([]);
});
