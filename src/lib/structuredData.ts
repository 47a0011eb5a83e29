// schema.org descriptions of the owner and their work, for search engines (JSON-LD).
import type { AwardFacts, CredentialFacts, LanguageText } from '../shared/owner';
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
  credentials?: readonly CredentialFacts[];
  awards?: readonly AwardFacts[];
  /** The languages the owner speaks, named in the site's default language. */
  languages?: readonly string[];
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

/** A certification as schema.org's credential, recognised by its issuer. */
const credentialOf = (credential: CredentialFacts) => ({
  '@type': 'EducationalOccupationalCredential',
  name: credential.name,
  credentialCategory: 'certification',
  recognizedBy: { '@type': 'Organization', name: credential.issuer },
  dateCreated: credential.issued,
  ...(credential.expires ? { expires: credential.expires } : {}),
  ...(credential.verify ? { url: credential.verify } : {}),
  ...(credential.credentialId ? { identifier: credential.credentialId } : {}),
});

/** schema.org's award is text: the award, who gave it and the year, in no page's words. */
const awardOf = ({ title, awarder, date }: AwardFacts) =>
  `${title}, ${awarder}, ${date.slice(0, 4)}`;

export function personJsonLd(person: PersonFacts): Record<string, unknown> {
  const { credentials = [], awards = [], languages = [] } = person;
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
    ...(credentials.length > 0 ? { hasCredential: credentials.map(credentialOf) } : {}),
    ...(awards.length > 0 ? { award: awards.map(awardOf) } : {}),
    ...(languages.length > 0 ? { knowsLanguage: languages } : {}),
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
