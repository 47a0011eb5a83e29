// What the resume page's two downloads must leave on disk, in any browser: the CV as a PDF and
// the contact card as a vCard of the owner, each under the name the site gives it.
import fs from 'fs';
import path from 'path';
import { contactFilename } from '../../../src/shared/contact';
import { readCard } from '../../support/vcard';
import { site } from './content';
import { squash } from './page';

/** The two files' names, sorted. */
export const DOWNLOADS = [site.cvFilename, contactFilename(site)].sort();

/** Checks the CV and the contact card saved in `dir`: a PDF, and a vCard with the owner's name. */
export function expectCvAndContact(dir: string): void {
  const cv = fs.readFileSync(path.join(dir, site.cvFilename));
  expect(cv.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { value } = readCard(fs.readFileSync(path.join(dir, contactFilename(site)), 'utf8'));
  expect(squash(String(value('fn')))).toBe(site.name);
}
