// What no schema can say of a case study's Markdown: that the browser shows every image, frame
// and script in it under the site's Content-Security-Policy (plugins/hosting-files/headers.ts).
import fs from 'fs';
import path from 'path';
import { Parser } from 'htmlparser2';
import fromMarkdown from 'mdast-util-from-markdown';
import type { Content as Node, Definition, HTML, Root } from 'mdast';
import type { ContentError } from './errors';
import type { Content } from './types';

/** An address on another site: http://, https:// or //host/. */
const OTHER_SITE = /^(?:https?:)?\/\//i;
const SCRIPT_URL = /^javascript:/i;
// The script types a browser runs (no type at all is JavaScript too), as headers.ts hashes them.
const EXECUTABLE_TYPE = /^(?:|text\/javascript|application\/javascript|module)$/i;
const OWN_SCRIPTS = "the site's security policy runs only the site's own scripts; remove it";
const MEDIA: Record<string, string> = { video: 'video', audio: 'sound', source: 'video or sound' };

const outside = (url: string | undefined): url is string =>
  url !== undefined && OTHER_SITE.test(url.trim());
/** An address from the page's own (images/x.png): the case study's page is no folder of files. */
const fromPage = (url: string | undefined): url is string =>
  url !== undefined && url.trim() !== '' && !/^(?:[a-z][a-z\d+.-]*:|\/|#)/i.test(url.trim());
const short = (url: string) => (url.length > 72 ? `${url.slice(0, 71)}…` : url);
const a = (tag: string) => `${/^[aeiou]/.test(tag) ? 'an' : 'a'} <${tag}>`;

/** Where to link instead of showing: a YouTube player's own page, or the address itself. */
function linkTo(url: string | undefined): string {
  const video = /^(?:https?:)?\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([\w-]+)/i.exec(
    url?.trim() ?? '',
  );
  if (video) return `https://www.youtube.com/watch?v=${video[1]}`;
  return outside(url) ? short(url.trim()) : 'https://…';
}

function imageElsewhere(url: string): string {
  const last = url.split(/[?#]/)[0].split('/').pop() ?? '';
  const name = /^[\w.-]+\.[a-z\d]{2,5}$/i.test(last) ? last : 'picture.png';
  const where = fromPage(url)
    ? "is named from the case study's page, where no file is"
    : "is on another site, which the site's security policy blocks";
  return `the image ${short(url.trim())} ${where}: save it in static/ (say static/images/${name}) and write its path from the site's root, /images/${name}`;
}

/** What the browser does not show or run of one HTML element, by its tag and attributes. */
function elementProblems(tag: string, attributes: Record<string, string>): string[] {
  const problems: string[] = [];
  const { src } = attributes;
  if (tag === 'script' && EXECUTABLE_TYPE.test(attributes.type?.trim() ?? '')) {
    // Written in the page, it runs only when the page is opened directly: a click from another
    // page of the site inserts the text without running it.
    problems.push(
      src === undefined
        ? `${a(tag)} in a case study runs only when its page is opened directly, never when a visitor comes from another page of the site: remove it`
        : `${a(tag)} does not run: ${OWN_SCRIPTS}`,
    );
  } else if (tag === 'iframe' || tag === 'frame') {
    problems.push(
      `${a(tag)} is not shown: the site's security policy allows no frame in a case study; link to the page instead, [words](${linkTo(src)})`,
    );
  } else if (tag === 'embed' || tag === 'object') {
    problems.push(
      `${a(tag)} is not shown: the site's security policy allows no plug-in content; link to the file instead, [words](${linkTo(src ?? attributes.data)})`,
    );
  } else if (tag in MEDIA && outside(src)) {
    problems.push(
      `the ${MEDIA[tag]} ${short(src.trim())} is on another site, which the site's security policy blocks: link to it instead, [words](${linkTo(src)})`,
    );
  }
  // The addresses each element shows as an image.
  const pictures = [
    tag === 'img' ? src : undefined,
    tag === 'img' || tag === 'source' ? attributes.srcset : undefined,
    tag === 'video' ? attributes.poster : undefined,
    tag === 'image' ? (attributes.href ?? attributes['xlink:href']) : undefined,
  ]
    .flatMap((value) => value?.split(',') ?? [])
    .map((candidate) => candidate.trim().split(/\s+/)[0]);
  const picture = pictures.find((url) => outside(url) || fromPage(url));
  if (picture) problems.push(imageElsewhere(picture));
  const handlers = Object.keys(attributes).filter((name) => /^on[a-z]+$/.test(name));
  if (handlers.length > 0) {
    const named = handlers.map((name) => `${name}=`).join(', ');
    problems.push(`${named} on ${a(tag)} does not run: ${OWN_SCRIPTS}`);
  }
  const scriptUrl = ['href', 'src', 'action', 'formaction'].some((name) =>
    SCRIPT_URL.test(attributes[name]?.trim() ?? ''),
  );
  if (scriptUrl) problems.push(`a javascript: address on ${a(tag)} does not run: ${OWN_SCRIPTS}`);
  return problems;
}

/** The problems of one raw HTML node, each at its tag's line and column in the file. */
function htmlProblems(node: HTML, lines: string[]): { at: number[]; message: string }[] {
  const found: { at: number[]; message: string }[] = [];
  const start = node.position!.start;
  const valueLines = node.value.split('\n');
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        const before = node.value.slice(0, parser.startIndex).split('\n');
        const row = before.length - 1;
        const column = before[row].length + 1;
        // Inside a quote or a list the node's lines lack the markers that begin the file's.
        const indent =
          row === 0
            ? start.column - 1
            : (lines[start.line - 1 + row]?.indexOf(valueLines[row]) ?? 0);
        for (const message of elementProblems(tag, attributes)) {
          found.push({ at: [start.line + row, column + Math.max(indent, 0)], message });
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(node.value);
  return found;
}

function* descendants(node: Root | Node): Generator<Node> {
  for (const child of 'children' in node ? (node.children as Node[]) : []) {
    yield child;
    yield* descendants(child);
  }
}

/**
 * What the site's security policy blocks in each case study text: `texts` are the files'
 * paths inside `dir`, the content folder, such as 'case-studies/x.md'. A code block or inline
 * code that shows such HTML is text, and never a problem.
 */
export function caseStudyProblems(dir: string, texts: readonly string[]): ContentError[] {
  return texts.flatMap((text) => {
    const source = fs.readFileSync(path.join(dir, text), 'utf8');
    const tree = fromMarkdown(source);
    const nodes = [...descendants(tree)];
    const definitions = new Map<string, string>();
    for (const node of nodes.filter((each): each is Definition => each.type === 'definition')) {
      // The first definition of a label is the one that counts.
      if (!definitions.has(node.identifier)) definitions.set(node.identifier, node.url);
    }
    const found: { at: number[]; message: string }[] = [];
    const lines = source.split('\n');
    for (const node of nodes) {
      const at = [node.position!.start.line, node.position!.start.column];
      if (node.type === 'html') found.push(...htmlProblems(node, lines));
      if (node.type === 'link' && SCRIPT_URL.test(node.url.trim())) {
        found.push({ at, message: `a javascript: link does not run: ${OWN_SCRIPTS}` });
      }
      const image =
        node.type === 'image'
          ? node.url
          : node.type === 'imageReference'
            ? definitions.get(node.identifier)
            : undefined;
      if (outside(image) || fromPage(image)) found.push({ at, message: imageElsewhere(image) });
    }
    return found.map(({ at: [line, column], message }) => ({
      file: `content/${text}`,
      path: '',
      message,
      line,
      column,
    }));
  });
}

/**
 * The case study texts in `dir` that pages show: those content/projects.json names, then each
 * translation's of them (one of no project is shown nowhere, and only a notice).
 */
export function caseStudyTexts(dir: string, content: Content): string[] {
  const own = content.projects.projects.flatMap(({ caseStudy }) => caseStudy?.text ?? []);
  const shown = new Set(own.map((text) => path.basename(text)));
  const root = path.join(dir, 'translations');
  const langs = fs.existsSync(root) ? fs.readdirSync(root, { withFileTypes: true }) : [];
  const translated = langs
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name: lang }) => {
      const studies = path.join(root, lang, 'case-studies');
      const files = fs.existsSync(studies) ? fs.readdirSync(studies, { withFileTypes: true }) : [];
      return files
        .filter((file) => file.isFile() && shown.has(file.name))
        .map((file) => `translations/${lang}/case-studies/${file.name}`);
    });
  return [...own, ...translated.sort()];
}
