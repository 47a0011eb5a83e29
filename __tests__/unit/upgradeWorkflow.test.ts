/** @jest-environment node */
// The weekly upgrade workflow (.github/workflows/upgrade.yml): when it runs, and its last step
// run as the runner runs it, with stand-ins for git and gh that record what they were asked:
// the branch pushed, the pull request opened (a draft when it needs the owner), CI started on
// its branch when the workflow's own token opened it, and a refused push said plainly.
// (upgrade-merge.test.ts runs the script before it, scripts/upgrade/propose.mjs.)
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { parse } from 'yaml';
import { ROOT } from '../support/paths';

interface Step {
  name?: string;
  id?: string;
  if?: string;
  run?: string;
  env?: Record<string, string>;
}
const workflow = (name: string) =>
  parse(fs.readFileSync(path.join(ROOT, '.github', 'workflows', name), 'utf8'));
const upgrade = workflow('upgrade.yml') as {
  on: { schedule: { cron: string }[]; workflow_dispatch: unknown };
  jobs: { propose: { steps: Step[] } };
};
const steps = upgrade.jobs.propose.steps;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-workflow-'));
  fs.mkdirSync(path.join(dir, 'bin'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs the pull request step; the commands git and gh were given, and what it printed. */
function pullRequestStep(env: Record<string, string>, pushFails = false) {
  const step = steps.find((each) => each.name === 'Pull request')!;
  const log = path.join(dir, 'commands.log');
  for (const [tool, code] of [
    ['git', pushFails ? 1 : 0],
    ['gh', 0],
  ] as const) {
    const stub = path.join(dir, 'bin', tool);
    fs.writeFileSync(stub, `#!/bin/sh\necho "${tool} $*" >> "${log}"\nexit ${code}\n`);
    fs.chmodSync(stub, 0o755);
  }
  const summary = path.join(dir, 'summary.md');
  const script = step.run!.replaceAll('${{ github.event.repository.default_branch }}', 'main');
  const result = spawnSync('bash', ['-e', '-c', script], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      PATH: `${path.join(dir, 'bin')}:${process.env.PATH}`,
      RUNNER_TEMP: dir,
      GITHUB_STEP_SUMMARY: summary,
      BRANCH: 'upgrade/9f8e7d6',
      TITLE: "Upgrade to upstream's 9f8e7d6 of 2026-11-27",
      DRAFT: 'false',
      UPGRADE_TOKEN: '',
      ...env,
    },
  });
  const commands = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : [];
  return { code: result.status, commands, output: `${result.stdout}${result.stderr}` };
}

test('runs weekly and on demand, and opens a pull request only when the script proposed one', () => {
  expect(upgrade.on.schedule).toHaveLength(1);
  expect(upgrade.on.schedule[0].cron.split(' ')[4]).toMatch(/^[0-6]$/);
  expect(upgrade.on).toHaveProperty('workflow_dispatch');
  const propose = steps.find((step) => step.id === 'propose')!;
  expect(propose.run).toContain('node scripts/upgrade/propose.mjs');
  const pull = steps.find((step) => step.name === 'Pull request')!;
  expect(pull.if).toBe("steps.propose.outputs.branch != ''");
  // CI can be started on the branch: it runs on demand too.
  expect(workflow('ci.yml').on).toHaveProperty('workflow_dispatch');
});

test('the pull request: the branch pushed, the pull request opened, CI started on its branch', () => {
  const { code, commands } = pullRequestStep({});
  expect(code).toBe(0);
  expect(commands).toEqual([
    'git push --quiet origin HEAD:refs/heads/upgrade/9f8e7d6',
    `gh pr create --base main --head upgrade/9f8e7d6 --title Upgrade to upstream's 9f8e7d6 of 2026-11-27 --body-file ${dir}/upgrade.md`,
    'gh workflow run ci.yml --ref upgrade/9f8e7d6',
  ]);
});

test('a draft when the upgrade needs the owner; with the owner’s token, CI starts by itself', () => {
  const { commands } = pullRequestStep({ DRAFT: 'true', UPGRADE_TOKEN: 'token' });
  expect(commands).toHaveLength(2);
  expect(commands[1]).toMatch(/^gh pr create .* --draft$/);
});

test('a push GitHub refuses is said plainly, and fails the run', () => {
  const { code, commands, output } = pullRequestStep({}, true);
  expect(code).toBe(1);
  expect(commands).toHaveLength(1);
  expect(output).toContain('GitHub refused the branch.');
  expect(output).toContain('add a secret UPGRADE_TOKEN (docs/upgrading.md)');
});
