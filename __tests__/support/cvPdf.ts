// The CV tests' shared parts: the files the test content makes, and a PDF read back as one line
// of text with its page count, metadata and raw objects. Loaded into a test file, it also tells
// React that react-pdf's own renderer needs no act(), and closes the PDF reader after the file.
import { closePdfReader, readPdf as readPdfContents } from './pdf';

afterAll(closePdfReader);
beforeAll(() => {
  (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = false;
});

/** The resume files the test content makes: the CV and JSON Resume per language, no PDF right
 *  to left, one contact card. */
export const FIXTURE_RESUME_FILES = [
  '/ar/resume.json',
  '/contact.vcf',
  '/de/resume.json',
  '/de/resume.pdf',
  '/fr/resume.json',
  '/fr/resume.pdf',
  '/resume.json',
  '/resume.pdf',
  '/th/resume.json',
  '/zh/resume.json',
];

export const RENDER_TIMEOUT_MS = 60_000;

export interface ReadPdf {
  /** The extracted text, with every run of whitespace made one space. */
  text: string;
  pages: number;
  info: Record<string, string>;
  /** The raw file as latin1, for looking at the PDF's own objects. */
  raw: string;
}

export async function readPdf(pdf: Buffer): Promise<ReadPdf> {
  const parsed = await readPdfContents(pdf);
  return {
    text: oneLine(parsed.text),
    pages: parsed.pages,
    info: parsed.info as Record<string, string>,
    raw: pdf.toString('latin1'),
  };
}

/** A text with every run of whitespace made one space, as the PDF's text is read. */
export const oneLine = (value: string) => value.replace(/\s+/g, ' ');
