import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { format, localePath, type PageLanguage, type PageMessages } from '../shared/i18n';

// The page's language, from its page context (plugins/site-content): only this language's
// words reach the page.
const LanguageContext = createContext<PageLanguage | null>(null);

/**
 * Gives the page its language. The server writes <html lang dir> (gatsby-ssr.tsx); a page the
 * router shows in another language (its 404 page) sets them here.
 */
export function LanguageProvider({
  value,
  children,
}: {
  value: PageLanguage;
  children: ReactNode;
}) {
  const { lang, dir } = value;
  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = dir;
  }, [lang, dir]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function usePageLanguage(): PageLanguage {
  const language = useContext(LanguageContext);
  if (!language) throw new Error('A page is rendered without its language (page context)');
  return language;
}

export const useMessages = (): PageMessages => usePageLanguage().messages;

export { format };

/** The path of a page of the site in the page's language: '/resume' is '/es/resume' in Spanish. */
export function useLocalPath(): (basePath: string) => string {
  const { lang, languages } = usePageLanguage();
  return (basePath) => localePath(basePath, lang, languages[0].lang);
}

/** A content object that a translation left partly in the default language. */
export interface MaybeUntranslated {
  readonly untranslated?: readonly string[] | null;
}

/**
 * The `lang` of a text shown in the default language because its translation is missing, so
 * that it is read out in its own language; nothing for a translated text.
 */
export function useTextLang(): (item: MaybeUntranslated, field: string) => { lang?: string } {
  const { languages } = usePageLanguage();
  return (item, field) => (item.untranslated?.includes(field) ? { lang: languages[0].lang } : {});
}
