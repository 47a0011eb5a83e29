/** @jest-environment node */
// The GitHub workflows: each is valid by GitHub's schema (@action-validator/cli); CI sorts a
// change into the content lane or the full test command, deploys only what passed, and exactly
// the build the tests ran on (checked unchanged by scripts/verify-build.mjs, never rebuilt),
// and a pull request without the host's secrets (a fork's) is told it gets no preview, and
// passes.
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { parse } from 'yaml';
import { ROOT } from '../support/paths';

const WORKFLOWS = path.join(ROOT, '.github', 'workflows');

interface Step {
  name?: string;
  id?: string;
  if?: string;
  run?: string;
  uses?: string;
  with?: Record<string, string>;
}
const ci = parse(fs.readFileSync(path.join(WORKFLOWS, 'ci.yml'), 'utf8')) as {
  on: { schedule?: { cron: string }[] };
  jobs: Record<string, { env?: Record<string, string>; steps: Step[] }>;
};
const job = ci.jobs['test-and-deploy'];
const steps = job.steps;
const at = (find: (step: Step) => boolean) => steps.findIndex(find);
const check = at((step) => step.name === 'The tested build');
/** A step that runs netlify-cli's deploy. */
const deploys = (step: Step) => /\bnetlify deploy\b/.test(step.run ?? '');

test.each(fs.readdirSync(WORKFLOWS))('%s is a valid workflow', (file) => {
  const cli = path.join(ROOT, 'node_modules', '@action-validator', 'cli', 'cli.mjs');
  const result = spawnSync(process.execPath, [cli, path.join(WORKFLOWS, file)], {
    encoding: 'utf8',
  });
  expect(`${result.stdout}${result.stderr}`.trim()).toBe('');
  expect(result.status).toBe(0);
});

test('CI runs the content lane for a change of the owner’s files, else the README’s test command, then deploys what they tested', () => {
  const lane = at((step) => step.id === 'lane');
  const install = at((step) => step.run === 'npm ci');
  const content = at((step) => step.run === 'npm run test:content');
  const full = at((step) => step.run === 'npm run test:all');
  const preview = at((step) => step.name === 'Preview of this pull request');
  const deploy = at((step) => deploys(step) && / --prod\b/.test(step.run ?? ''));
  expect(steps[lane].run).toContain('node scripts/lane.mjs');
  expect(steps[content].if).toBe("steps.lane.outputs.lane == 'content'");
  expect(steps[full].if).toBe("steps.lane.outputs.lane != 'content'");
  expect([lane, install, content, full, check, preview, deploy].every((index) => index >= 0)).toBe(
    true,
  );
  expect(lane < install && install < content && content < full && full < check).toBe(true);
  expect(check < preview && preview < deploy).toBe(true);
  expect(steps[deploy].if).toContain("github.event_name == 'push'");
});

test('CI tests and deploys main again every day, just after the build’s day turns (UTC)', () => {
  const [daily] = ci.on.schedule ?? [];
  // Minute, hour, then every day of every month and week.
  const [minute, hour, ...every] = daily.cron.split(' ');
  expect(Number(hour)).toBe(0);
  expect(Number(minute)).toBeGreaterThan(0);
  expect(every).toEqual(['*', '*', '*']);
  const deploy = steps.find((step) => deploys(step) && / --prod\b/.test(step.run ?? ''));
  expect(deploy?.if).toContain("github.event_name == 'schedule'");
});

test('what is deployed is the build both lanes tested and left in public/, checked, never rebuilt', () => {
  expect(job.env?.PORTFOLIO_TESTED_BUILD).toBe('public');
  const builds = steps.filter((step) => /npm run build|gatsby build/.test(step.run ?? ''));
  expect(builds.map((step) => step.name ?? step.run)).toEqual([]);
  expect(steps[check].run).toContain('node scripts/verify-build.mjs public');
  // Nothing but the deploys between the check and the end of the run.
  expect(steps.slice(check + 1).map((step) => step.name)).toEqual([
    'Preview of this pull request',
    'Deploy to Netlify',
    'Deploy skipped',
  ]);
  // Both deploys: the pinned netlify-cli of .github/deploy, on public/ as it is (no build).
  const deploySteps = steps.filter(deploys);
  expect(deploySteps).toHaveLength(2);
  for (const step of deploySteps) {
    expect(step.run).toContain(
      'npm ci --prefix .github/deploy\n.github/deploy/node_modules/.bin/netlify deploy --no-build --dir=public ',
    );
  }
  expect(steps.filter((step) => /\bnpx\b|netlify-cli@/.test(step.run ?? ''))).toEqual([]);
});

test('the workflow’s check, run as it runs, passes on the recorded build and fails, by name, on a changed file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tested-build-'));
  fs.mkdirSync(path.join(dir, 'scripts'));
  fs.copyFileSync(
    path.join(ROOT, 'scripts', 'verify-build.mjs'),
    path.join(dir, 'scripts', 'verify-build.mjs'),
  );
  fs.mkdirSync(path.join(dir, 'public'));
  for (const file of ['index.html', '_headers'])
    fs.writeFileSync(path.join(dir, 'public', file), file);
  spawnSync(process.execPath, ['scripts/verify-build.mjs', '--record', 'public'], { cwd: dir });
  const summary = path.join(dir, 'summary.md');
  // GitHub runs a step's script with bash -e.
  const runStep = () =>
    spawnSync('bash', ['-e', '-c', steps[check].run!], {
      cwd: dir,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, GITHUB_STEP_SUMMARY: summary },
    }).status;
  expect(runStep()).toBe(0);
  fs.writeFileSync(path.join(dir, 'public', 'index.html'), 'changed');
  expect(runStep()).toBe(1);
  expect(fs.readFileSync(summary, 'utf8').trim().split('\n')).toEqual([
    'public/ is the tested build: its 2 files match public.sha256.json',
    'public/ is not the tested build: changed index.html (against public.sha256.json)',
  ]);
  fs.rmSync(dir, { recursive: true });
});

test('CI keeps npm’s downloads between runs, per lock file, the deploy tool’s included', () => {
  const caches = steps.filter((step) => step.uses?.startsWith('actions/cache@'));
  expect(caches.map((step) => step.with?.path.trim())).toEqual(['~/.npm']);
  expect(caches[0].with?.key).toContain(
    "hashFiles('package-lock.json', '.github/deploy/package-lock.json')",
  );
});

test('a pull request without the host’s secrets is told it gets no preview, and passes', () => {
  const preview = steps.find((step) => step.name === 'Preview of this pull request')!;
  expect(preview.if).toBe("github.event_name == 'pull_request'");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-'));
  const summary = path.join(dir, 'summary.md');
  const result = spawnSync('bash', ['-e', '-c', preview.run!], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      GITHUB_STEP_SUMMARY: summary,
      NETLIFY_AUTH_TOKEN: '',
      NETLIFY_SITE_ID: '',
    },
  });
  const said =
    'No preview: the NETLIFY_AUTH_TOKEN and NETLIFY_SITE_ID secrets are not set for this run (a pull request from a fork never gets them). The site was tested and built.';
  expect(result.stdout.trim()).toBe(said);
  expect(fs.readFileSync(summary, 'utf8').trim()).toBe(said);
  expect(result.status).toBe(0);
  fs.rmSync(dir, { recursive: true });
});
