// A throw-away content folder, made of the test content in __tests__/fixtures/content and the
// project's schemas, to break one file at a time in tests.
import fs from 'fs';
import os from 'os';
import path from 'path';

import { SCHEMAS_DIR, TEST_CONTENT_DIR } from './paths';

// Content JSON is edited freely in tests, field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

export interface ContentFixture {
  dir: string;
  /** Reads content/<name>.json, lets `change` edit it in place, writes it back (2-space indents). */
  edit(name: string, change: (json: Json) => unknown): void;
  /** content/<name>.json of the copy, parsed. */
  read(name: string): Json;
  /** Replaces content/<name>.json with `text` as it is. */
  write(name: string, text: string): void;
  remove(name: string): void;
  cleanup(): void;
}

export function copyContent(): ContentFixture {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-content-'));
  fs.cpSync(TEST_CONTENT_DIR, dir, { recursive: true });
  fs.cpSync(SCHEMAS_DIR, path.join(dir, 'schemas'), { recursive: true });
  const file = (name: string) => path.join(dir, `${name}.json`);
  return {
    dir,
    edit(name, change) {
      const json = this.read(name);
      change(json);
      fs.writeFileSync(file(name), `${JSON.stringify(json, null, 2)}\n`);
    },
    read(name) {
      return JSON.parse(fs.readFileSync(file(name), 'utf8')) as Json;
    },
    write(name, text) {
      fs.writeFileSync(file(name), text);
    },
    remove(name) {
      fs.rmSync(file(name));
    },
    cleanup() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Gives each of `langs` in the content at `dir` a translation of every post it has none of (the
 * test content leaves some untranslated on purpose, to show the default's text in their place).
 */
export function translateEveryPost(dir: string, langs: readonly string[]): void {
  const posts = path.join(dir, 'posts');
  for (const lang of langs) {
    const folder = path.join(dir, 'translations', lang, 'posts');
    fs.mkdirSync(folder, { recursive: true });
    for (const name of fs.readdirSync(posts).filter((file) => file.endsWith('.md'))) {
      const to = path.join(folder, name);
      if (fs.existsSync(to)) continue;
      const series = /^series:/m.test(fs.readFileSync(path.join(posts, name), 'utf8'));
      fs.writeFileSync(
        to,
        `---\ntitle: ${lang} ${name}\nsummary: In ${lang}.\n${series ? `series: ${lang}\n` : ''}---\n\nIn ${lang}.\n`,
      );
    }
  }
}
