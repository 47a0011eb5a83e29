// Reads a PDF back as a person or an applicant-tracking system would: its text, its pages and
// its document information, through pdf-parse (a maintained wrapper of Mozilla's pdf.js).
import { execFile } from 'child_process';
import path from 'path';

export interface PdfContents {
  text: string;
  pages: number;
  /** Each page's text, in order. */
  pageTexts: string[];
  info: Record<string, unknown>;
}

const READER = path.join(__dirname, 'read-pdf.mjs');

export function readPdf(pdf: Buffer): Promise<PdfContents> {
  return new Promise((resolve, reject) => {
    const reader = execFile(
      process.execPath,
      [READER],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`reading the PDF failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as PdfContents);
      },
    );
    // A reader that fails at once closes its input: its error above says why, not EPIPE.
    reader.stdin?.on('error', () => undefined);
    reader.stdin?.end(pdf);
  });
}
