// The rules of _redirects (Netlify's format, which Cloudflare Pages reads too): a case study's
// old addresses, from the ids its project had before, lead to its address now for good (301),
// so links already sent keep working; then a missing page under a language's prefix gets that
// language's 404 page. A host applies the first rule that matches: the redirects come first.
import { caseStudyPath } from '../../src/shared/constants';
import { localePath } from '../../src/shared/i18n';
import type { Content } from '../content-engine/types';

/** The lines of _redirects for the languages (the default first); '' when there are none. */
export function redirectRules(
  languages: readonly { lang: string }[],
  content: Content,
  prefix = '',
) {
  const [own, ...others] = languages;
  const lines: string[] = [];
  for (const project of content.projects.projects) {
    if (!project.caseStudy || project.status === 'upcoming') continue;
    for (const former of project.formerIds ?? []) {
      for (const { lang } of languages) {
        const from = prefix + localePath(caseStudyPath(former), lang, own.lang);
        const to = prefix + localePath(caseStudyPath(project.id), lang, own.lang);
        // The address as written, and with the slash a visitor or a host may add.
        lines.push(`${from} ${to} 301`, `${from}/ ${to} 301`);
      }
    }
  }
  // GitHub Pages reads no _redirects: it serves the default language's /404.html everywhere.
  for (const { lang } of others)
    lines.push(`${prefix}/${lang}/* ${prefix}/${lang}/404/index.html 404`);
  return lines.map((line) => `${line}\n`).join('');
}
