// Moves the owner's content from the format it is in to the one this code reads, one migration
// after another (./migrations/), and records the new format in content/format.json. Each
// migration edits only what it must; a file that was laid out as Prettier lays out the project's
// JSON (the content editor writes it so) is laid out so again, so the diff shows changed lines.
import fs from 'fs';
import path from 'path';
import type { ContentError } from './errors';
import { contentFormatOf, FORMAT_FILE, formatFileText } from './format';
import { readJson } from './jsonSource';
import { CONTENT_FORMAT, MIGRATIONS } from './migrations';
import type { ContentFiles } from './migrations/migration';
import { tidyJson } from './tidyJson';

export interface MigrationReport {
  from: number;
  to: number;
  /** What each migration that ran did. */
  steps: { to: number; summary: string }[];
  /** The files changed, as the owner names them: 'content/projects.json'. */
  changed: string[];
}

/** Why the content cannot be migrated: the problems to fix first. */
export class MigrationStopped extends Error {
  constructor(readonly problems: ContentError[]) {
    super(problems.map((problem) => `${problem.file}: ${problem.message}`).join('\n'));
  }
}

/** The JSON files a migration may read: every one in the folder, but the schemas. */
function jsonFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(`schemas${path.sep}`) && file !== FORMAT_FILE);
}

/** The content folder, read from disk and written in memory until the end. */
class Files implements ContentFiles {
  readonly texts = new Map<string, string>();

  constructor(private readonly dir: string) {}

  read(file: string): string | undefined {
    if (this.texts.has(file)) return this.texts.get(file);
    const at = path.join(this.dir, file);
    return fs.existsSync(at) ? fs.readFileSync(at, 'utf8') : undefined;
  }

  write(file: string, text: string): void {
    this.texts.set(file, text);
  }

  folders(folder: string): string[] {
    const at = path.join(this.dir, folder);
    if (!fs.existsSync(at)) return [];
    return fs
      .readdirSync(at, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  }
}

/** `text` laid out again as the editor and Prettier lay it out, when `before` was laid out so. */
function inLayout(before: string, text: string): string {
  return tidyJson(JSON.parse(before)) === before ? tidyJson(JSON.parse(text)) : text;
}

/**
 * Migrates the content in `dir` to the format this code reads and writes the files it changed;
 * with `write: false`, only says what it would change. Throws MigrationStopped when the content
 * cannot be migrated: a file that is no JSON, or a format newer than the code's.
 */
export function migrateContent(dir: string, { write = true } = {}): MigrationReport {
  const format = contentFormatOf(dir);
  if ('error' in format) throw new MigrationStopped([format.error]);
  const from = format.version;
  if (from > CONTENT_FORMAT) {
    const message = `the content is in format ${from}, newer than this code's format ${CONTENT_FORMAT}: there is nothing to migrate (take the newer code with npm run upgrade)`;
    throw new MigrationStopped([{ file: `content/${FORMAT_FILE}`, path: '', message }]);
  }
  const report: MigrationReport = { from, to: CONTENT_FORMAT, steps: [], changed: [] };
  if (from === CONTENT_FORMAT) return report;

  // A file that is no JSON cannot be migrated: its fix comes first.
  const unreadable = jsonFiles(dir)
    .map((file) => readJson(path.join(dir, file), `content/${file}`, `content/${file}`))
    .flatMap((read) => ('error' in read ? [read.error] : []));
  if (unreadable.length > 0) throw new MigrationStopped(unreadable);

  const files = new Files(dir);
  for (const migration of MIGRATIONS.filter(({ to }) => to > from)) {
    migration.migrate(files);
    report.steps.push({ to: migration.to, summary: migration.summary });
  }
  files.write(FORMAT_FILE, formatFileText(CONTENT_FORMAT));

  for (const [file, text] of files.texts) {
    const at = path.join(dir, file);
    const before = fs.existsSync(at) ? fs.readFileSync(at, 'utf8') : undefined;
    const after = before === undefined ? text : inLayout(before, text);
    if (after === before) continue;
    report.changed.push(`content/${file.split(path.sep).join('/')}`);
    if (write) {
      fs.mkdirSync(path.dirname(at), { recursive: true });
      fs.writeFileSync(at, after);
    }
  }
  report.changed.sort();
  return report;
}
