// Reads a PDF back as a person or an applicant-tracking system would: its text, its pages and
// its document information, through pdf-parse (a maintained wrapper of Mozilla's pdf.js).
import { spawn, type ChildProcessWithoutNullStreams } from 'child_process';
import path from 'path';

export interface PdfContents {
  text: string;
  pages: number;
  /** Each page's text, in order. */
  pageTexts: string[];
  info: Record<string, unknown>;
}

const READER = path.join(__dirname, 'read-pdf.mjs');

interface Reader {
  child: ChildProcessWithoutNullStreams;
  /** The answers' callers, in the order the PDFs were sent. */
  waiting: { resolve: (contents: PdfContents) => void; reject: (error: Error) => void }[];
}

/** The reader process of this test file, started by its first PDF (read-pdf.mjs). */
let reader: Reader | undefined;

function startReader(): Reader {
  const child = spawn(process.execPath, [READER], { stdio: 'pipe' });
  const started: Reader = { child, waiting: [] };
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    for (let end = output.indexOf('\n'); end >= 0; end = output.indexOf('\n')) {
      const answer = JSON.parse(output.slice(0, end)) as PdfContents | { error: string };
      output = output.slice(end + 1);
      const caller = started.waiting.shift();
      if ('error' in answer) caller?.reject(new Error(`reading the PDF failed: ${answer.error}`));
      else caller?.resolve(answer);
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  // A reader that fails at once closes its input: the error below says why, not EPIPE.
  child.stdin.on('error', () => undefined);
  child.on('close', (code) => {
    if (reader === started) reader = undefined;
    for (const caller of started.waiting.splice(0)) {
      caller.reject(new Error(`the PDF reader stopped (${code}): ${errors.trim()}`));
    }
  });
  return started;
}

export function readPdf(pdf: Buffer): Promise<PdfContents> {
  reader ??= startReader();
  const { child, waiting } = reader;
  return new Promise((resolve, reject) => {
    waiting.push({ resolve, reject });
    const length = Buffer.alloc(4);
    length.writeUInt32BE(pdf.length);
    child.stdin.write(Buffer.concat([length, pdf]));
  });
}

/** Ends this test file's reader (for its afterAll): the next PDF starts another. */
export function closePdfReader(): Promise<void> {
  const current = reader;
  reader = undefined;
  if (!current || current.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    current.child.once('close', () => resolve());
    current.child.stdin.end();
  });
}
