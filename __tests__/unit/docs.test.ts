/** @jest-environment node */
// The README, CONTENT.md and docs/ name npm scripts and repository files; a rename elsewhere
// would leave them pointing at nothing. Every script they tell the reader to run exists, every
// file they name is in the repository, and the README's test command is the one CI runs.
import fs from 'fs';
import path from 'path';
import { ROOT } from '../support/paths';

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

const DOCS = [
  'README.md',
  'CONTENT.md',
  ...fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

const scripts = Object.keys(
  (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts,
);

// Folders that are not the repository's own files: dependencies, and what builds, tests and the
// audit write (a fresh clone has none of them).
const NOT_SOURCE = new Set(['node_modules', '.git', '.cache', 'public', 'reports']);

// The owner's content is theirs to delete (a translation, the case studies, the images): the
// documents name the project's own files, and the content's as the test content has them
// (__tests__/fixtures/content), never as the owner's now are.
const OWNERS = /^content\/(?!schemas(\/|$))/;

/** Every file and folder of the project, relative to its root ('docs', 'docs/testing.md'). */
function repositoryPaths(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      if (NOT_SOURCE.has(entry.name) || entry.name.startsWith('public-')) continue;
      if (OWNERS.test(dir ? `${dir}/${entry.name}` : entry.name)) continue;
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      found.push(relative);
      if (entry.isDirectory()) walk(relative);
    }
  };
  walk('');
  return found;
}
const PATHS = repositoryPaths();

// Names the build writes (into public/, or as a download's name), or npm run upgrade in an
// owner's site (.upstream.json), never kept in this repository.
const BUILD_OUTPUTS = [
  /^\.upstream\.json$/,
  /^public(\/|$)/,
  /^reports\//,
  /^\.cache(\/|$)/,
  /^benchmarks\/floor\/public\//,
  /^(resume\.pdf|resume\.json|contact\.vcf|robots\.txt|sitemap-index\.xml|page-data\.json)$/,
];
// Examples of files the owner would add, named to show where they go.
const EXAMPLES = new Set([
  '.git/hooks/pre-commit',
  'case-studies/invoice-kit.md',
  'content/posts/design-tokens.md',
  'static/icons/me.svg',
  'static/posters/',
  'nl.json',
  'Alex-Morgan.vcf',
]);
const EXTENSIONS =
  /[\w-]\.(md|ts|tsx|js|mjs|cjs|json|css|sh|py|toml|ya?ml|svg|png|jpe?g|webp|avif|html|txt|xml)$/;

/**
 * Whether a code span names a repository file: it contains a `/` or ends in a known extension,
 * and is not an address (a URL, or a site path starting with `/`), a package (`@scope/name`), a
 * media type, a placeholder (`<name>`, `{tag}`, `…`, `*`) or a command.
 */
function isPath(text: string): boolean {
  if (/[\s"'`<>{}…*=$|]/.test(text)) return false;
  if (/^([a-z][a-z+.-]*:|\/|@|www\.|#)/i.test(text)) return false;
  if (/^(application|text|image)\/[\w.+-]+$/.test(text)) return false;
  return text.includes('/') || EXTENSIONS.test(text) || /^\.[a-z]+rc$/.test(text);
}

/** Found at the root, or as the trailing part of a repository path (`site.json`, `es/`). */
function exists(name: string): boolean {
  const wanted = name.replace(/^\.\//, '').replace(/\/$/, '');
  return PATHS.some((known) => known === wanted || known.endsWith(`/${wanted}`));
}

/** The text outside fenced code blocks (a block's trees and commands are not references). */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

function missingScripts(text: string): string[] {
  const named = [
    ...[...text.matchAll(/\bnpm run(?:\s+--?[\w-]+)*\s+([\w:.-]+)/g)].map((match) => match[1]),
    ...[...text.matchAll(/\bnpm (test|start)\b/g)].map((match) => match[1]),
  ];
  return [...new Set(named)]
    .filter((name) => !scripts.includes(name))
    .map((name) => `npm script "${name}" is not in package.json`);
}

function missingPaths(text: string): string[] {
  const spans = [...prose(text).matchAll(/`([^`\n]+)`/g)].map((match) => match[1]);
  return [...new Set(spans)]
    .filter((span) => isPath(span))
    .filter((span) => !EXAMPLES.has(span) && !BUILD_OUTPUTS.some((output) => output.test(span)))
    .filter((span) => !exists(span))
    .map((span) => `\`${span}\` is not a file or folder of the repository`);
}

/** Relative links must resolve from the document's own folder, as a reader's click does. */
function brokenLinks(doc: string, text: string): string[] {
  const targets = [...prose(text).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
  return [...new Set(targets)]
    .filter((target) => !/^([a-z][a-z+.-]*:|#|\/\/)/i.test(target))
    .filter((target) => {
      const file = path.join(path.dirname(path.join(ROOT, doc)), target.replace(/#.*$/, ''));
      return !fs.existsSync(file);
    })
    .map((target) => `link (${target}) leads to no file from ${path.dirname(doc)}/`);
}

describe.each(DOCS)('%s', (doc) => {
  const text = read(doc);

  test('names only npm scripts that package.json has', () => {
    expect(missingScripts(text)).toEqual([]);
  });

  test('names only files the repository has, and links to files that exist', () => {
    expect([...missingPaths(text), ...brokenLinks(doc, text)]).toEqual([]);
  });
});

test("the README's test command is the one CI runs (.ci/run)", () => {
  // The script's last command is what CI runs.
  const ciCommand = read('.ci/run')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .pop();
  const readmeCommands = [...read('README.md').matchAll(/^```sh\n([\s\S]*?)^```/gm)].flatMap(
    (match) => match[1].split('\n').filter((line) => line.trim() && !line.startsWith('#')),
  );
  expect(readmeCommands).toContain(ciCommand);
});
