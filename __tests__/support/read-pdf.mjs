// Prints {text, pages, pageTexts, info} of the PDF on standard input, as JSON. A process of its own because
// pdf.js loads its worker with a dynamic import, which jest's module sandbox does not allow.
import { PDFParse } from 'pdf-parse';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
try {
  const { text, total, pages } = await parser.getText();
  const { info } = await parser.getInfo();
  const pageTexts = pages.map((page) => page.text);
  process.stdout.write(JSON.stringify({ text, pages: total, pageTexts, info: info ?? {} }));
} finally {
  await parser.destroy();
}
