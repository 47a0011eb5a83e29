// The CV's page limit, CV_PAGES. The owner cannot see from the content how long the PDF will be,
// so a longer CV stops the build, naming the lists to shorten rather than printing a 3-page CV.
import { CV_PAGES } from '../../src/shared/constants';
import { KINDS } from '../../src/shared/kinds';
import type { CvContent } from './format';

type Resume = CvContent['resume'];

/** The owner's sections the CV draws: all but those the owner keeps out of it. */
export const cvSections = (resume: Resume) =>
  (resume.sections ?? []).filter((section) => section.cv !== false);

/** The pages of a PDF as pdfkit writes it: each page's dictionary, which is never compressed. */
export const pageCountOf = (pdf: Buffer): number =>
  pdf.toString('latin1').match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;

interface List {
  name: string;
  /** What it adds to the CV's length: its entries, or a product's bullets. */
  size: number;
  text: string;
}

const entries = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;

/** The lists the CV draws, as content/resume.json names them, longest first. */
export function cvLists(resume: Resume): List[] {
  const counted = (name: string, count: number): List => ({
    name,
    size: count,
    text: `${name} (${entries(count)})`,
  });
  const bullets = resume.products.reduce((sum, product) => sum + product.bullets.length, 0);
  const lists = [
    counted('summary', resume.summary.length),
    {
      name: 'products',
      size: bullets,
      text: `products (${entries(resume.products.length)}, ${bullets} bullets)`,
    },
    counted('skills', resume.skills.length),
    counted('education', resume.education.length),
    ...KINDS.filter((kind) => kind.cv).map((kind) => counted(kind.list, kind.shown(resume).length)),
    ...cvSections(resume).map((section) =>
      counted(`sections › ${section.id}`, section.entries.length),
    ),
  ];
  // A stable sort: lists of one length stay in the CV's order.
  return lists.filter((list) => list.size > 0).sort((a, b) => b.size - a.size);
}

/** How many of the longest lists the message names. */
const NAMED_LISTS = 3;

/** Throws, with what to shorten, when the CV in `lang` runs past CV_PAGES. */
export function checkPageLimit(pdf: Buffer, resume: Resume, lang: string): void {
  const pages = pageCountOf(pdf);
  if (pages <= CV_PAGES) return;
  const language = new Intl.DisplayNames(['en'], { type: 'language' }).of(lang) ?? lang;
  const longest = cvLists(resume)
    .slice(0, NAMED_LISTS)
    .map((list) => list.text)
    .join(', ');
  const bibliography = resume.bibliography
    ? `; the publications include those of content/${resume.bibliography}`
    : '';
  throw new Error(
    `the ${language} CV would run to ${pages} pages, more than ${CV_PAGES}: shorten the longest lists in content/resume.json: ${longest}${bibliography}`,
  );
}
