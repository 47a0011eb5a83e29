/** @jest-environment node */
// The interface's words each page carries, derived from the parts' one declaration
// (src/shared/parts.ts): a part's words only on the pages it shows on, and only when the
// content uses it; the other words on every page.
import {
  askedOf,
  markdownIn,
  partsOf,
  wordsOf,
  type Parts,
} from '../../../plugins/site-content/pageWords';
import type { Messages } from '../../../src/shared/i18n';
import english from '../../../src/shared/i18n/en.json';
import { PARTS, type PartName } from '../../../src/shared/parts';
import { copyContent } from '../../support/contentFixture';
import { requireValidLanguages } from '../../../plugins/content-engine/load';

const messages = english as Messages;
const page = (file: string) => `/site/src/${file}.tsx`;
const none = Object.fromEntries(Object.keys(PARTS).map((name) => [name, false])) as Parts;
const all = Object.fromEntries(Object.keys(PARTS).map((name) => [name, true])) as Parts;
const optional = Object.values(PARTS).flatMap((part) =>
  Object.keys((part as { words?: object }).words ?? {}),
);

test('without the parts, no page carries their words, and every page the others', () => {
  expect(optional.length).toBeGreaterThan(0);
  for (const file of ['pages/index', 'pages/resume', 'templates/contact']) {
    const words = wordsOf(messages, none, page(file));
    for (const key of optional) expect(words).not.toHaveProperty(key);
    expect(Object.keys(words).length).toBe(Object.keys(messages).length - optional.length);
  }
});

test("with every part, each part's words are on its pages alone, or on every page", () => {
  for (const part of Object.values(PARTS) as { words?: Record<string, unknown> }[]) {
    for (const [key, pages] of Object.entries(part.words ?? {})) {
      const everywhere = pages === 'every page';
      const own = everywhere ? ['pages/videos'] : (pages as string[]);
      for (const file of own) expect(wordsOf(messages, all, page(file))).toHaveProperty(key);
      if (!everywhere) expect(wordsOf(messages, all, page('pages/videos'))).not.toHaveProperty(key);
    }
  }
});

test('the test content uses every part, and content without their lists uses none', () => {
  const fixture = copyContent();
  try {
    const [{ content, posts }] = requireValidLanguages(fixture.dir);
    expect(partsOf(content, posts, markdownIn(fixture.dir))).toEqual(all);
    const {
      certifications: _c,
      awards: _a,
      publications: _p,
      recommendations: _r,
      sections: _s,
      bibliography: _b,
      ...resume
    } = content.resume;
    const { contact: _contact, ...site } = content.site;
    const bare = { ...content, site, resume } as typeof content;
    expect(partsOf(bare)).toEqual(none);
    expect(Object.keys(partsOf(bare)).sort()).toEqual((Object.keys(PARTS) as PartName[]).sort());
  } finally {
    fixture.cleanup();
  }
});

test("a page's query asks for a part's data only where the content uses it, and only that page's", () => {
  expect(askedOf(all, page('pages/index'))).toEqual({ homeSections: true, writing: true });
  expect(askedOf(none, page('pages/index'))).toEqual({});
  expect(askedOf(all, page('pages/resume'))).toEqual({});
});

test('code or maths in any Markdown text uses the part that draws them; prose alone does not', () => {
  const fixture = copyContent();
  try {
    const [{ content }] = requireValidLanguages(fixture.dir);
    const drawn = (markdown: string[]) => partsOf(content, [], markdown).drawnText;
    expect(drawn(['## A heading\n\nProse, a `code` word, a [link](https://example.com).\n'])).toBe(
      false,
    );
    expect(drawn(['Prose.\n\n```ts\nconst a = 1;\n```\n'])).toBe(true);
    expect(drawn(['Prose.\n\n    indented code\n'])).toBe(true);
    expect(drawn(['The mean, $\\bar{x}$.\n'])).toBe(true);
    expect(markdownIn(fixture.dir).length).toBeGreaterThan(0);
  } finally {
    fixture.cleanup();
  }
});
