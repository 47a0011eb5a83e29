// What the resume's files (the CV, the JSON Resume file, the contact card) take from the content,
// and the formatting they share.
import english from '../../src/shared/i18n/en.json';
import type { Messages } from '../../src/shared/i18n';
import type { Content } from '../content-engine/types';

/** The content the resume's files are drawn from; the projects give the case studies, and the
 *  tech items the names of their stacks. */
export type CvContent = Pick<Content, 'site' | 'resume'> &
  Partial<Pick<Content, 'projects' | 'tech'>>;

/** Where the site is published: its path prefix ('' without one); in which language. */
export interface Published {
  prefix: string;
  /** The files' language and its words: English's without one. */
  lang?: string;
  messages?: Messages;
  /** The path of a page in this language, from its path in the default language. */
  localPath?: (basePath: string) => string;
}

/** The language a file is drawn in. */
export const languageOf = ({
  lang = 'en',
  messages = english,
  localPath = (at: string) => at,
}: Published) => ({
  lang,
  messages,
  localPath,
});

/** "2023 – Present" gives { startDate: "2023" }, "2011 – 2015" also an endDate; no year, no dates. */
export function datesOf(years: string): { startDate?: string; endDate?: string } {
  const [start, end] = years.match(/\b[12]\d{3}\b/g) ?? [];
  return { ...(start ? { startDate: start } : {}), ...(end ? { endDate: end } : {}) };
}

/** "Portland, Oregon" gives the city and the region; a place without a comma is the city. */
export function locationOf(place: string): { city: string; region?: string } {
  const [city, ...rest] = place.split(',').map((part) => part.trim());
  return rest.length > 0 ? { city, region: rest.join(', ') } : { city };
}
