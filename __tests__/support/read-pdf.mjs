// Reads PDFs from standard input, each after its length (4 bytes, big-endian), and prints for
// each one line of JSON: {text, pages, pageTexts, info}, or {error}. One process serves a test
// file's PDFs: pdf.js takes longer to load than to read a PDF. A process of its own because
// pdf.js loads its worker with a dynamic import, which jest's module sandbox does not allow.
import { PDFParse } from 'pdf-parse';

/** @param {Buffer} data One PDF's bytes. */
async function read(data) {
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    const { text, total, pages } = await parser.getText();
    const { info } = await parser.getInfo();
    const pageTexts = pages.map((page) => page.text);
    return { text, pages: total, pageTexts, info: info ?? {} };
  } finally {
    await parser.destroy();
  }
}

let pending = Buffer.alloc(0);
for await (const chunk of process.stdin) {
  pending = Buffer.concat([pending, chunk]);
  while (pending.length >= 4 && pending.length >= 4 + pending.readUInt32BE(0)) {
    const length = pending.readUInt32BE(0);
    const pdf = pending.subarray(4, 4 + length);
    pending = pending.subarray(4 + length);
    const answer = await read(pdf).catch((error) => ({ error: String(error?.stack ?? error) }));
    process.stdout.write(`${JSON.stringify(answer)}\n`);
  }
}
