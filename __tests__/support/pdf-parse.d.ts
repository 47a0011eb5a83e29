// Types for the part of pdf-parse (a test-only dependency that ships none) the CV tests use.
declare module 'pdf-parse' {
  interface PdfParseResult {
    numpages: number;
    text: string;
    info: Record<string, unknown>;
  }
  export default function pdfParse(data: Buffer): Promise<PdfParseResult>;
}
