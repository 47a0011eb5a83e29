/** @jest-environment node */
// A post's share image in its own language's script: Arabic set from the right margin, in the
// order a reader reads it, Latin from the left; long titles in Arabic, Thai and Chinese wrapped
// within the card's margins, above its rule; every letter in the bundled font, none a box.
import fs from 'fs';
import * as fontkit from 'fontkit';
import sharp from 'sharp';
import { postImagePng } from '../../../plugins/share-image/shareImage';
import { fontCovers, scriptFontOf } from '../../../plugins/share-image/fonts';

jest.setTimeout(30_000);

// A mark darker than the text's ink.
const LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#4f46e5"/></svg>',
);
const MARGIN = 96;
const WIDTH = 1200;

const LONG: Record<string, string> = {
  ar: 'كيف بنينا موقعاً سريعاً باستخدام Gatsby 5 في ٣ أسابيع فقط، مع اختبارات شاملة لكل صفحة ولغة في 2026',
  th: 'การสร้างเว็บไซต์ที่รวดเร็วด้วยแกตสบี้ภายในสามสัปดาห์พร้อมการทดสอบทุกหน้าและทุกภาษาอย่างครบถ้วนสมบูรณ์',
  zh: '我们如何在三周内用盖茨比构建一个快速的网站并为每个页面和每种语言编写全面的测试与文档说明',
};
const NAMES: Record<string, string> = { ar: 'خوسيه نونيث', th: 'โฮเซ นูเญซ', zh: '何塞' };

/** The card's text as ink: the columns and rows of its near-white pixels within the rows given
 *  (the gradient behind, the mark and the rule are all darker). */
async function inkOf(png: Buffer, top: number, bottom: number) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const columns: number[] = [];
  const rows: number[] = [];
  for (let y = top; y < bottom; y++) {
    for (let x = 0; x < info.width; x++) {
      const at = (y * info.width + x) * 3;
      if (Math.min(data[at], data[at + 1], data[at + 2]) > 200) {
        columns.push(x);
        rows.push(y);
      }
    }
  }
  return {
    left: Math.min(...columns),
    right: Math.max(...columns),
    top: Math.min(...rows),
    bottom: Math.max(...rows),
  };
}

const draw = (lang: string, title: string) =>
  postImagePng({ title, name: NAMES[lang] ?? 'José', siteUrl: 'https://example.com' }, LOGO, lang);

// The title's rows: below the mark (64 pixels under the top margin), above the rule.
const TITLE_ROWS = [MARGIN + 64, 480] as const;

describe("a post's share image in its language's script", () => {
  test('an Arabic title starts at the right margin, a Latin one at the left', async () => {
    const arabic = await inkOf(await draw('ar', 'دليل قصير'), ...TITLE_ROWS);
    expect(Math.abs(arabic.right - (WIDTH - MARGIN))).toBeLessThanOrEqual(4);
    expect(arabic.left).toBeGreaterThan(WIDTH / 2);
    const latin = await inkOf(await draw('en', 'A short guide'), ...TITLE_ROWS);
    expect(Math.abs(latin.left - MARGIN)).toBeLessThanOrEqual(8);
    expect(latin.right).toBeLessThan(WIDTH / 2);
  });

  test('an Arabic title whose first word is Latin is still set right to left', async () => {
    // Read from the right, "Gatsby 5" comes first: its ink ends at the right margin, and the
    // Arabic words follow to its left, as a browser shows the title in a right-to-left page.
    const png = await draw('ar', 'Gatsby 5: دليل قصير');
    const whole = await inkOf(png, ...TITLE_ROWS);
    expect(Math.abs(whole.right - (WIDTH - MARGIN))).toBeLessThanOrEqual(4);
    const latinAlone = await inkOf(await draw('ar', 'Gatsby 5'), ...TITLE_ROWS);
    // The Latin word alone spans the same right part of the line: it was not moved to the left.
    expect(Math.abs(latinAlone.right - whole.right)).toBeLessThanOrEqual(2);
    expect(whole.left).toBeLessThan(latinAlone.left - 100);
  });

  test.each(Object.keys(LONG))(
    'a long %s title wraps within the margins, above the rule',
    async (lang) => {
      const ink = await inkOf(await draw(lang, LONG[lang]), ...TITLE_ROWS);
      expect(ink.left).toBeGreaterThanOrEqual(MARGIN - 4);
      expect(ink.right).toBeLessThanOrEqual(WIDTH - MARGIN + 4);
      // More than one line, none of it under the rule's row (which is darker than ink).
      expect(ink.bottom - ink.top).toBeGreaterThan(120);
      expect(ink.bottom).toBeLessThan(TITLE_ROWS[1] - 2);
    },
  );

  test.each(Object.keys(LONG))(
    "every letter of a %s title is in the language's bundled font, none drawn as a box",
    (lang) => {
      const font = scriptFontOf(lang);
      expect(font).not.toBeNull();
      const face = fontkit.create(fs.readFileSync(font!.file(800))) as fontkit.Font;
      // Shaped through the font itself: glyph 0 is the box a font draws for a letter it lacks.
      const run = face.layout(LONG[lang]);
      expect(run.glyphs.filter((glyph) => glyph.id === 0)).toEqual([]);
      expect(fontCovers(font!, 800, [LONG[lang]])).toBe(true);
    },
  );

  test("a letter the language's font lacks is found before it is drawn", () => {
    const arabic = scriptFontOf('ar')!;
    expect(fontCovers(arabic, 800, ['دليل 漢字'])).toBe(false);
    expect(fontCovers(scriptFontOf('th')!, 800, ['คู่มือ ✓'])).toBe(false);
  });

  test('a title in a script the card has no font for is not given one', () => {
    for (const lang of ['en', 'es', 'ru', 'ja', 'zh-TW', 'hi'])
      expect(scriptFontOf(lang)).toBeNull();
  });
});
