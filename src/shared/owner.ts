// What the structured data says of the owner that no single page's language can give: drawn once
// at build time (plugins/site-content) and carried in the context of each page that describes
// the owner, so that the Person is the very same on every page of every language.

/** A text in one language. */
export interface LanguageText {
  lang: string;
  text: string;
}

/** A certification a reader is shown, as the content gives it (no badge, no ids). Its fields'
 *  types are the content's own: the build fills them from the checked content, and tsc compares. */
export interface CredentialFacts {
  name: string;
  issuer: string;
  /** A date as the content writes it: "2024-03-15", "2024-03" or "2024". */
  issued: string;
  expires?: string;
  credentialId?: string;
  verify?: string;
}

export interface AwardFacts {
  title: string;
  awarder: string;
  date: string;
}

export interface OwnerFacts {
  /** The owner's name in each language of the site, the default first: the same but where a
   *  translation writes it in other letters. */
  names: LanguageText[];
  /** The owner's job title in each language of the site, the default first. */
  jobTitles: LanguageText[];
  /** In the default language: one Person cannot name its credentials in one page's words. */
  credentials: CredentialFacts[];
  awards: AwardFacts[];
  /** The languages the owner speaks (a section of their own mapped to JSON Resume's
   *  "languages"), named in the default language. */
  languages?: string[];
}
