// A JSON Resume file as a résumé tool shows it: rendered by a published theme, and read back as
// the words a reader sees in each of its sections.
import { execFileSync } from 'child_process';
import path from 'path';

/** The theme's HTML page for a JSON Resume text. */
export function renderResume(text: string): string {
  return execFileSync(process.execPath, [path.join(__dirname, 'render-resume.mjs')], {
    input: text,
    encoding: 'utf8',
  });
}

/** The words of some HTML, as a reader sees them. */
export const wordsOf = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '',
    )
    .replace(/\s+/g, ' ');

/** A section of the theme's page: <section id="work">…</section>; 'masthead', its header. */
export const sectionOf = (html: string, id: string): string =>
  (id === 'masthead'
    ? html.match(/<header class="masthead">([\s\S]*?)<\/header>/)
    : html.match(new RegExp(`<section id="${id}">([\\s\\S]*?)</section>`)))?.[1] ?? '';
