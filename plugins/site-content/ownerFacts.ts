// The owner's facts for the structured data of every page, drawn once from the checked content
// in all its languages (src/shared/owner.ts says why they travel in the page context).
import { shownCertifications } from '../../src/shared/dates';
import type { OwnerFacts } from '../../src/shared/owner';
import type { Content } from '../content-engine/types';

interface Language {
  lang: string;
  content?: Content;
}

/**
 * The facts, or none while some language has no checked content (a build about to stop), or
 * when a site in one language lists no credential.
 */
export function ownerFactsOf(languages: readonly Language[]): OwnerFacts | undefined {
  const own = languages[0]?.content;
  if (!own || languages.some((language) => !language.content)) return undefined;
  const { resume } = own;
  const shown = shownCertifications(resume.certifications, resume.expiredCertifications);
  const spoken = (resume.sections ?? [])
    .filter((section) => section.jsonResume === 'languages')
    .flatMap((section) => section.entries.map((entry) => entry.title));
  // Nothing a page's own content does not say already: its page data weighs what it did.
  const facts = shown.length + (resume.awards?.length ?? 0) + spoken.length;
  if (languages.length === 1 && facts === 0) return undefined;
  return {
    names: languages.map(({ lang, content }) => ({ lang, text: content!.site.name })),
    jobTitles: languages.map(({ lang, content }) => ({ lang, text: content!.site.title })),
    // Only what the structured data states: no badge, no ids.
    credentials: shown.map(({ name, issuer, issued, expires, credentialId, verify }) => ({
      name,
      issuer,
      issued,
      ...(expires && { expires }),
      ...(credentialId && { credentialId }),
      ...(verify && { verify }),
    })),
    awards: (resume.awards ?? []).map(({ title, awarder, date }) => ({ title, awarder, date })),
    // Only when there are some: a site without them carries what it did.
    ...(spoken.length > 0 && { languages: spoken }),
  };
}
