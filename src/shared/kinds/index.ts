// The kinds of entry declared beyond the resume's four sections (./kind.ts), in the order the
// pages, the CV and JSON Resume list them. A new kind is its declaration and one line here.
import { awards } from './awards';
import { certifications } from './certifications';
import type { Kind } from './kind';
import { publications } from './publications';
import { recommendations } from './recommendations';

export type { CvEntry, CvText, Kind } from './kind';

export const KINDS: readonly Kind[] = [certifications, awards, publications, recommendations];
