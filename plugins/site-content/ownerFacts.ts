// The owner's facts for the structured data of every page, drawn once from the checked content
// in all its languages (src/shared/owner.ts says why they travel in the page context).
import { KINDS } from '../../src/shared/kinds';
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
  const spoken = (resume.sections ?? [])
    .filter((section) => section.jsonResume === 'languages')
    .flatMap((section) => section.entries.map((entry) => entry.title));
  const listed: [string, unknown[]][] = [
    ...KINDS.flatMap((kind) =>
      kind.jsonLd
        ? [[kind.jsonLd.property, kind.jsonLd.values(resume)] as [string, unknown[]]]
        : [],
    ),
    ['knowsLanguage', spoken],
  ];
  // Only the properties that have values: a site without them carries what it did, and one in a
  // single language nothing its page's own content does not say already.
  const properties = Object.fromEntries(listed.filter(([, values]) => values.length > 0));
  if (languages.length === 1 && Object.keys(properties).length === 0) return undefined;
  return {
    names: languages.map(({ lang, content }) => ({ lang, text: content!.site.name })),
    jobTitles: languages.map(({ lang, content }) => ({ lang, text: content!.site.title })),
    properties,
  };
}
