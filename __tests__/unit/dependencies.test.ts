/** @jest-environment node */
// Dependency updates with a gate: Dependabot proposes them weekly, Gatsby's packages in one pull
// request, React's in one, the test tools in one, the deploy tool (netlify-cli, pinned in
// .github/deploy) on its own; and each lock file a pull request brings holds every platform's
// optional binaries that `npm ci` needs (npm run lock:complete's entries).
import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { parse } from 'yaml';
import { ROOT } from '../support/paths';

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

interface Update {
  'package-ecosystem': string;
  directory: string;
  schedule: { interval: string };
  groups?: Record<string, { patterns: string[] }>;
}
const { updates } = parse(read('.github/dependabot.yml')) as { updates: Update[] };
const npmUpdates = updates.find(
  (update) => update['package-ecosystem'] === 'npm' && update.directory === '/',
)!;
const pkg = JSON.parse(read('package.json')) as Record<string, Record<string, string>>;
const dependencies = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });

/** Dependabot's pattern ('gatsby-*') as a test of a package's name. */
const matches = (pattern: string, name: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(name);
const groupsOf = (name: string) =>
  Object.entries(npmUpdates.groups ?? {})
    .filter(([, { patterns }]) => patterns.some((pattern) => matches(pattern, name)))
    .map(([group]) => group);

test('npm packages, the deploy tool and the workflows’ actions are proposed once a week', () => {
  expect(
    updates.map((update) => [
      update['package-ecosystem'],
      update.directory,
      update.schedule.interval,
    ]),
  ).toEqual([
    ['npm', '/', 'weekly'],
    ['npm', '/.github/deploy', 'weekly'],
    ['github-actions', '/', 'weekly'],
  ]);
});

test('netlify-cli is pinned in .github/deploy, in step with its lock, and not among the project’s packages', () => {
  const deploy = JSON.parse(read('.github/deploy/package.json')) as Record<string, object>;
  const lock = JSON.parse(read('.github/deploy/package-lock.json')) as {
    packages: Record<string, { version?: string; devDependencies?: object }>;
  };
  expect(Object.keys(deploy)).not.toContain('dependencies');
  const pinned = (deploy.devDependencies as Record<string, string>)['netlify-cli'];
  // An exact version: what is deployed with changes only by a pull request (Dependabot's).
  expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
  expect(lock.packages[''].devDependencies).toEqual(deploy.devDependencies);
  expect(lock.packages['node_modules/netlify-cli'].version).toBe(pinned);
  expect(dependencies).not.toContain('netlify-cli');
});

test('every Gatsby package moves in one pull request, React’s in another', () => {
  const gatsby = dependencies.filter((name) => /gatsby/.test(name));
  expect(gatsby.length).toBeGreaterThanOrEqual(13);
  for (const name of gatsby) expect([name, groupsOf(name)]).toEqual([name, ['gatsby']]);
  for (const name of ['react', 'react-dom', '@types/react', '@types/react-dom']) {
    expect([name, groupsOf(name)]).toEqual([name, ['react']]);
  }
  for (const name of ['jest', 'playwright-core', 'selenium-webdriver', 'axe-core', 'vnu-jar']) {
    expect([name, groupsOf(name)]).toEqual([name, ['test-tools']]);
  }
});

test('each pattern of a group names a dependency the project has, and none is in two groups', () => {
  for (const { patterns } of Object.values(npmUpdates.groups ?? {})) {
    for (const pattern of patterns) {
      expect([pattern, dependencies.some((name) => matches(pattern, name))]).toEqual([
        pattern,
        true,
      ]);
    }
  }
  expect(dependencies.filter((name) => groupsOf(name).length > 1)).toEqual([]);
});

test.each(['.', '.github/deploy'])(
  'the lock file in %s has every platform package entry npm ci needs',
  (dir) => {
    const script = path.join(ROOT, 'scripts', 'complete-lock.mjs');
    const result = spawnSync(process.execPath, [script, '--check'], {
      cwd: path.join(ROOT, dir),
      encoding: 'utf8',
    });
    expect(`${result.stdout}${result.stderr}`.trim()).toBe(
      'package-lock.json: every platform package has its entry',
    );
    expect(result.status).toBe(0);
  },
);
