// schema.org descriptions of the owner and their work, for search engines (JSON-LD).
import type { LanguageText } from '../shared/owner';
import { embedUrl, watchUrl } from '../shared/youtube';

export interface PersonFacts {
  /** The name in each language of the site, the default first. */
  names: readonly LanguageText[];
  /** The job title in each language of the site, the default first. */
  jobTitles: readonly LanguageText[];
  url: string;
  /** The owner's portrait, when the content gives one. */
  image?: string;
  email: string;
  sameAs: readonly string[];
  worksFor?: { name: string; url: string } | null;
  /** Further properties, as schema.org writes them, drawn at build time (../shared/owner.ts). */
  properties?: Record<string, unknown>;
}

/**
 * A text per language (a job title, a name), each tagged with it, so that every page's Person,
 * whatever its language, is the same; a site in one language has the plain text it always had.
 */
const inEachLanguage = (titles: readonly LanguageText[]) =>
  titles.length === 1
    ? titles[0].text
    : titles.map(({ lang, text }) => ({ '@value': text, '@language': lang }));

/**
 * The name as it is written in every language, or, where a translation writes it in other
 * letters, each language's tagged with it: one person, with a name in each language.
 */
const nameOf = (names: readonly LanguageText[]) =>
  new Set(names.map(({ text }) => text)).size === 1 ? names[0].text : inEachLanguage(names);

export function personJsonLd(person: PersonFacts): Record<string, unknown> {
  return {
    '@type': 'Person',
    '@id': `${person.url}#person`,
    name: nameOf(person.names),
    jobTitle: inEachLanguage(person.jobTitles),
    url: person.url,
    ...(person.image ? { image: person.image } : {}),
    email: `mailto:${person.email}`,
    sameAs: [...person.sameAs],
    ...(person.worksFor
      ? {
          worksFor: {
            '@type': 'Organization',
            name: person.worksFor.name,
            url: person.worksFor.url,
          },
        }
      : {}),
    ...person.properties,
  };
}

export interface VideoFacts {
  name: string;
  description: string;
  embedId: string;
  /** The still shown before the video plays, as an absolute address. */
  thumbnailUrl: string;
  /** The day it was published (YYYY-MM-DD), when the content gives it. */
  uploadDate?: string | null;
}

/** The videos page: each video, by the person. */
export function videosJsonLd(
  videos: readonly VideoFacts[],
  person: PersonFacts,
): Record<string, unknown>[] {
  return videos.map((video) => ({
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.name,
    description: video.description,
    thumbnailUrl: video.thumbnailUrl,
    ...(video.uploadDate ? { uploadDate: video.uploadDate } : {}),
    embedUrl: embedUrl(video.embedId),
    url: watchUrl(video.embedId),
    creator: personJsonLd(person),
  }));
}

/** The home page: the person themselves. */
export function homeJsonLd(person: PersonFacts): Record<string, unknown> {
  return { '@context': 'https://schema.org', ...personJsonLd(person) };
}

/** The resume page: a profile page about the person. */
export function resumeJsonLd(
  person: PersonFacts,
  pageUrl: string,
  lang: string,
  name: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: pageUrl,
    name,
    inLanguage: lang,
    mainEntity: personJsonLd(person),
  };
}

export interface CreativeWorkFacts {
  name: string;
  description: string;
  /** The work itself, on its own site. */
  sameAs: string;
  keywords: readonly string[];
}

/** A case study's page: the project, as a work by the person. */
export function creativeWorkJsonLd(
  work: CreativeWorkFacts,
  person: PersonFacts,
  pageUrl: string,
  image: string,
  lang: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    inLanguage: lang,
    name: work.name,
    description: work.description,
    url: pageUrl,
    sameAs: work.sameAs,
    image,
    keywords: work.keywords.join(', '),
    author: personJsonLd(person),
  };
}
