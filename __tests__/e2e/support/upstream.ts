// The upstream repository the upgrade test takes versions from, made of the project as it is:
// version 1 reads content format 1 and has no upgrade command, version 2 reads format 2 and has
// it, version 3 is the project as it is (its format, 4 or later). Each version holds its format's sample.
import fs from 'fs';
import path from 'path';
import { applyEdits, modify, type JSONPath } from 'jsonc-parser';
import sharp from 'sharp';
import { formatFileText } from '../../../plugins/content-engine/format';
import { gitIn } from '../../support/git';
import { FORMAT_1_CONTENT_DIR, ROOT } from '../../support/paths';
import { copyProject } from '../../support/projectCopy';

// Files each version changes, and how the owner customises a site.
export const CONSTANTS = 'src/shared/constants.ts';
export const STAGGER = (ms: number) => `export const TECH_STAGGER_MS = ${ms};`;
export const UPSTREAM_NOTE = (version: number) => `// Upstream's version ${version}.\n`;
export const FOOTER = 'src/components/layout/Footer.tsx';
const MIGRATIONS_INDEX = 'plugins/content-engine/migrations/index.ts';
const RESUME_SCHEMA = 'content/schemas/resume.schema.json';
// What formats 3 and 4 added to resume.json (and its translations), and to its schema.
const FORMAT_3_FIELDS = ['certifications', 'awards', 'publications', 'recommendations', 'sections'];
const FORMAT_3_SETTINGS = ['expiredCertifications', 'bibliography'];
const FORMAT_3_DEFS = ['date', 'picture'];

export const edit = (file: string, change: (text: string) => string) =>
  fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')));

/** `file`'s JSON without the fields at `paths`, every other line as it was. */
function withoutFields(file: string, paths: JSONPath[]) {
  edit(file, (text) =>
    paths.reduce((json, at) => applyEdits(json, modify(json, at, undefined, {})), text),
  );
}

export interface Upstream {
  dir: string;
  /** Each version's commit, oldest first. */
  versions: string[];
  /** Commits the upstream folder as it is as the next version. */
  commitVersion(message: string): void;
}

export async function makeUpstream(work: string): Promise<Upstream> {
  const dir = path.join(work, 'upstream');
  fs.renameSync(copyProject(), dir);
  fs.rmSync(path.join(dir, 'node_modules'));
  const git = (...args: string[]) => gitIn(dir, ...args);
  const versions: string[] = [];
  const commitVersion = (message: string) => {
    git('add', '-A');
    git('commit', '-qm', message);
    versions.push(git('rev-parse', 'HEAD'));
  };
  const at = (file: string) => path.join(dir, file);
  const fromProject = (file: string) =>
    fs.cpSync(path.join(ROOT, file), at(file), { recursive: true });
  /** The code reads `format`: its list of migrations ends at that format's. */
  const readsFormat = (format: number) =>
    edit(at(MIGRATIONS_INDEX), (text) => {
      // On one line or, once it is long, one name a line.
      const list = /= \[([^\]]*)\];/.exec(text);
      if (!list) throw new Error(`${MIGRATIONS_INDEX} lists no migrations`);
      const names = list[1]
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      const [kept, dropped] = [names.slice(0, format - 1), names.slice(format - 1)];
      return dropped
        .reduce(
          (code, name) => code.replace(new RegExp(`^import \\{ ${name} \\}.*\\n`, 'm'), ''),
          text,
        )
        .replace(list[0], `= [${kept.join(', ')}];`);
    });
  git('init', '-q', '-b', 'main');
  fs.cpSync(at('content'), path.join(work, 'content-now'), { recursive: true });

  // Version 1: content in format 1 (the sample as it was), code that reads it, no upgrade command.
  fs.rmSync(at('content'), { recursive: true });
  fs.cpSync(FORMAT_1_CONTENT_DIR, at('content'), { recursive: true });
  fs.mkdirSync(at('content/images'));
  const images = fs.readFileSync(path.join(FORMAT_1_CONTENT_DIR, 'projects.json'), 'utf8');
  // Small: the build makes each size up to the image's own, and what is checked is the upgrade.
  for (const [src] of images.matchAll(/images\/[\w-]+\.png/g)) {
    await sharp({ create: { width: 320, height: 200, channels: 3, background: '#3b6ea5' } })
      .png()
      .toFile(at(`content/${src}`));
  }
  readsFormat(1);
  fs.rmSync(at('scripts/upgrade'), { recursive: true });
  edit(at('package.json'), (text) => text.replace(/\n\s*"upgrade": .*,/, ''));
  commitVersion('Version 1');

  // Version 2: format 2 (the sample without what formats 3 and 4 added), the upgrade command, and a
  // change of its own.
  fs.rmSync(at('content'), { recursive: true });
  fs.cpSync(path.join(work, 'content-now'), at('content'), { recursive: true });
  // The owner may keep no translation at all.
  const languages = fs.existsSync(at('content/translations'))
    ? fs.readdirSync(at('content/translations'))
    : [];
  const resumes = [
    'content/resume.json',
    ...languages.map((lang) => `content/translations/${lang}/resume.json`),
  ];
  for (const file of resumes.filter((name) => fs.existsSync(at(name)))) {
    withoutFields(
      at(file),
      [...FORMAT_3_FIELDS, ...FORMAT_3_SETTINGS].map((key) => [key]),
    );
  }
  withoutFields(at(RESUME_SCHEMA), [
    ...[...FORMAT_3_FIELDS, ...FORMAT_3_SETTINGS].map((key) => ['properties', key]),
    ...FORMAT_3_DEFS.map((key) => ['$defs', key]),
  ]);
  fs.writeFileSync(at('content/format.json'), formatFileText(2));
  for (const file of [MIGRATIONS_INDEX, 'package.json', 'scripts/upgrade']) fromProject(file);
  readsFormat(2);
  edit(at(CONSTANTS), (text) => text.replace(STAGGER(100), STAGGER(150)));
  edit(at('src/lib/initials.ts'), (text) => `${UPSTREAM_NOTE(2)}${text}`);
  // The first line of a file whose last line the owner changes: git merges both.
  edit(at(FOOTER), (text) => `${UPSTREAM_NOTE(2)}${text}`);
  commitVersion('Version 2: ids, and a slower stagger');

  // Version 3: the project's content format as it is, with its sample.
  fs.rmSync(at('content'), { recursive: true });
  fs.renameSync(path.join(work, 'content-now'), at('content'));
  fromProject(MIGRATIONS_INDEX);
  commitVersion('Version 3: credentials, recommendations and sections of your own');
  return { dir, versions, commitVersion };
}
