// What the structured data says of the owner that no single page's language can give: drawn once
// at build time (plugins/site-content) and carried in the context of each page that describes
// the owner, so that the Person is the very same on every page of every language.

/** A text in one language. */
export interface LanguageText {
  lang: string;
  text: string;
}

export interface OwnerFacts {
  /** The owner's name in each language of the site, the default first: the same but where a
   *  translation writes it in other letters. */
  names: LanguageText[];
  /** The owner's job title in each language of the site, the default first. */
  jobTitles: LanguageText[];
  /** The Person's further properties, as schema.org writes them, from the declared kinds'
   *  entries (src/shared/kinds) and the languages the owner speaks (a section of their own
   *  mapped to JSON Resume's "languages"): in the default language, since one Person cannot
   *  name them in one page's words. Only the properties that have values. */
  properties: Record<string, unknown>;
}
