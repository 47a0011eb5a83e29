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
