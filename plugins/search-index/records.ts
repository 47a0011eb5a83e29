// What the search index holds, read from the built pages: each post, each case study, each
// project the home page shows without one, each video and the resume, in every language, with
// its kind. Only the page's own text (its <main>), without the navigation within it, the related
// posts or a notice; the bar and the footer are outside <main>.
import fs from 'fs';
import path from 'path';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element, Node } from 'domhandler';
import { PROJECTS_SECTION_ID, WRITING_PATH, caseStudyPath } from '../../src/shared/constants';
import { textFragment, type SearchKind } from '../../src/shared/search';

export interface SearchRecord {
  /** The address a result links to, without the site's path prefix (the engine adds the
   *  folder its files are served from). */
  url: string;
  lang: string;
  kind: SearchKind;
  /** A page of its own for the indexer: the record's text, its title marked. */
  html: string;
}

const isElement = (node: Node): node is Element => DomUtils.isTag(node);
const byName = (name: string) => (node: Node) => isElement(node) && node.name === name;

/** What a page holds that no visitor searches for: its table of contents, series and page
 *  links, the related posts, the notes about the page itself, a post's line of its day and
 *  reading time, a formula's source (MathML's annotation: the formula is read once), and what
 *  only a screen reader hears of a control ("opens in a new tab"). */
function leaveOut(root: Element) {
  const dated = (element: Element) =>
    (element.parent as Element | null)?.name === 'header' &&
    element.children.some((child) => isElement(child) && child.name === 'time');
  const matches = (element: Element) =>
    element.name === 'nav' ||
    element.name === 'annotation' ||
    dated(element) ||
    element.attribs.role === 'note' ||
    element.attribs['aria-labelledby'] === 'related-heading' ||
    (element.attribs.class ?? '').split(' ').includes('visually-hidden');
  for (const element of DomUtils.findAll(matches, [root])) DomUtils.removeElement(element);
}

/** The record's page: its text under the language's tag, its first heading as its title. */
function recordPage(lang: string, kind: SearchKind, body: Element): string {
  leaveOut(body);
  const heading = DomUtils.findOne((element) => /^h[1-3]$/.test(element.name), body.children);
  if (heading) heading.attribs['data-pagefind-meta'] = 'title';
  // The language the title is written in, where it is the default's on a translated page (a
  // meta of its own: the engine reads one key from an attribute with a value).
  let marked: Element | null = heading;
  while (marked && marked !== body && !marked.attribs.lang) marked = marked.parent as Element;
  const textLang = marked?.attribs.lang ?? lang;
  const inner = DomUtils.getInnerHTML(body);
  return `<!DOCTYPE html><html lang="${lang}"><body><div data-pagefind-body data-pagefind-meta="kind:${kind}"><span data-pagefind-meta="lang:${textLang}"></span>${inner}</div></body></html>`;
}

const mainOf = (html: string): Element | null =>
  DomUtils.findOne(byName('main') as (element: Element) => boolean, parseDocument(html).children);

/** A language's records: its pages in public/ under `base`, its prefix ('' or '/es'). */
export function recordsOf(publicDir: string, lang: string, base: string): SearchRecord[] {
  const read = (file: string) => {
    const at = path.join(publicDir, ...base.split('/').filter(Boolean), file);
    return fs.existsSync(at) ? mainOf(fs.readFileSync(at, 'utf8')) : null;
  };
  const url = (address: string) => `${base}${address}`;
  const records: SearchRecord[] = [];
  const page = (address: string, file: string, kind: SearchKind) => {
    const main = read(file);
    if (main) records.push({ url: url(address), lang, kind, html: recordPage(lang, kind, main) });
  };
  const folders = (dir: string) => {
    const at = path.join(publicDir, ...base.split('/').filter(Boolean), dir);
    return fs.existsSync(at)
      ? fs.readdirSync(at).filter((name) => fs.existsSync(path.join(at, name, 'index.html')))
      : [];
  };
  // A post's folder holds its page; the list's later pages and the tags are folders of pages.
  for (const id of folders(WRITING_PATH.slice(1)).filter((id) => !['page', 'tags'].includes(id))) {
    page(`${WRITING_PATH}/${id}`, `${WRITING_PATH.slice(1)}/${id}/index.html`, 'post');
  }
  for (const slug of folders('projects')) {
    page(caseStudyPath(slug), `projects/${slug}/index.html`, 'caseStudy');
  }
  // A project with a case study is found by its page; the others on home, a video on its page,
  // each by its title there (a text fragment).
  const cards = (main: Element | null, within: string) => {
    const scope =
      main && within ? DomUtils.findOne((element) => element.attribs.id === within, [main]) : main;
    return scope ? (DomUtils.findAll(byName('article') as never, [scope]) as Element[]) : [];
  };
  const card = (card: Element, page: string, kind: SearchKind) => {
    const html = recordPage(lang, kind, card);
    const title = DomUtils.findOne(
      (element) => element.attribs['data-pagefind-meta'] === 'title',
      [card],
    );
    const at = `${base}${page}${textFragment(title ? DomUtils.textContent(title).trim() : '')}`;
    records.push({ url: at, lang, kind, html });
  };
  for (const project of cards(read('index.html'), PROJECTS_SECTION_ID)) {
    const links = DomUtils.findAll(byName('a') as never, [project]) as Element[];
    if (links.some((link) => /\/projects\/[^/]+\/?$/.test(link.attribs.href ?? ''))) continue;
    card(project, base ? '' : '/', 'project');
  }
  for (const video of cards(read('videos/index.html'), '')) card(video, '/videos', 'video');
  page('/resume', 'resume/index.html', 'resume');
  return records;
}
