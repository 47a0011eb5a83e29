// Renders the JSON Resume file on stdin with a published JSON Resume theme (an ES module, which
// jest's CommonJS test files cannot load): the HTML a résumé tool would show, on stdout.
import { render } from 'jsonresume-theme-even';

let input = '';
for await (const chunk of process.stdin) input += chunk;
process.stdout.write(render(JSON.parse(input)));
