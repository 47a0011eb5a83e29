/** @jest-environment node */
// The GitHub workflows: each is valid by GitHub's schema (@action-validator/cli); CI sorts a
// change into the content lane or the full test command, deploys only what passed, and a pull
// request without the host's secrets (a fork's) is told it gets no preview, and passes.
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
  jobs: Record<string, { steps: Step[] }>;
};
const steps = ci.jobs['test-and-deploy'].steps;
const at = (find: (step: Step) => boolean) => steps.findIndex(find);

test.each(fs.readdirSync(WORKFLOWS))('%s is a valid workflow', (file) => {
  const cli = path.join(ROOT, 'node_modules', '@action-validator', 'cli', 'cli.mjs');
  const result = spawnSync(process.execPath, [cli, path.join(WORKFLOWS, file)], {
    encoding: 'utf8',
  });
  expect(`${result.stdout}${result.stderr}`.trim()).toBe('');
  expect(result.status).toBe(0);
});

test('CI runs the content lane for a change of the owner’s files, else the README’s test command, then builds and deploys', () => {
  const lane = at((step) => step.id === 'lane');
  const install = at((step) => step.run === 'npm ci');
  const content = at((step) => step.run === 'npm run test:content');
  const full = at((step) => step.run === 'npm run test:all');
  const build = at((step) => step.run === 'npm run build');
  const deploy = at((step) => /netlify-cli@\d+ deploy .*--prod/.test(step.run ?? ''));
  expect(steps[lane].run).toContain('node scripts/lane.mjs');
  expect(steps[content].if).toBe("steps.lane.outputs.lane == 'content'");
  expect(steps[full].if).toBe("steps.lane.outputs.lane != 'content'");
  expect([lane, install, content, full, build, deploy].every((index) => index >= 0)).toBe(true);
  expect(lane < install && install < content && content < full && full < build).toBe(true);
  expect(build < deploy).toBe(true);
  expect(steps[deploy].if).toContain("github.event_name == 'push'");
});

test('CI keeps npm’s downloads and Gatsby’s cache between runs, per lock file', () => {
  const caches = steps.filter((step) => step.uses?.startsWith('actions/cache@'));
  expect(caches.map((step) => step.with?.path.trim())).toEqual(['~/.npm', '.cache\npublic']);
  for (const step of caches) expect(step.with?.key).toContain("hashFiles('package-lock.json')");
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
