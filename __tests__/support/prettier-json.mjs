// Prints each JSON value read from stdin (a JSON array of values) as Prettier formats JSON in
// this project, and writes the texts as a JSON array. A process of its own: Prettier 3 loads its
// core by dynamic import, which jest's module system refuses.
import { text } from 'node:stream/consumers';
import path from 'path';
import * as prettier from 'prettier';

const [root] = process.argv.slice(2);
/** @type {unknown[]} */
const values = JSON.parse(await text(process.stdin));
const options = await prettier.resolveConfig(path.join(root, 'content', 'site.json'));
const texts = await Promise.all(
  values.map((value) =>
    prettier.format(JSON.stringify(value, null, 2), { ...options, parser: 'json' }),
  ),
);
process.stdout.write(JSON.stringify(texts));
