// The fonts a post's share image is set in beyond Inter: a Noto Sans per script, from npm, so
// that nothing is fetched at build time and the glyphs are the same on every machine. Each has
// Latin letters and digits too, for the words and numbers inside a title.
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import * as fontkit from 'fontkit';
import { scriptOf, type ShareImageScript } from '../../src/shared/i18n';

export type Weight = 400 | 800;

export interface ScriptFont {
  family: string;
  /** Line height as a share of the size: marks above and below need more than Latin's. */
  lineHeight: number;
  file: (weight: Weight) => string;
}

const WEIGHT_DIRS: Record<Weight, string> = { 400: '400Regular', 800: '800ExtraBold' };

const noto = (script: string, lineHeight: number) => ({
  packageName: `@expo-google-fonts/noto-sans-${script.toLowerCase()}`,
  family: `Noto Sans ${script}`,
  prefix: `NotoSans${script}`,
  lineHeight,
});

// Simplified Chinese's font alone: traditional Chinese and Japanese draw some characters
// otherwise, so those languages share the default language's image.
const FONTS: Record<ShareImageScript, ReturnType<typeof noto>> = {
  Arab: noto('Arabic', 1.4),
  Hebr: noto('Hebrew', 1.25),
  Thai: noto('Thai', 1.4),
  Hans: noto('SC', 1.25),
};

/** The font for a language's script, or null when the card's Inter sets it (or nothing can). */
export function scriptFontOf(lang: string): ScriptFont | null {
  const entry = FONTS[scriptOf(lang) as ShareImageScript] as (typeof FONTS)['Arab'] | undefined;
  if (!entry) return null;
  const { packageName, family, prefix, lineHeight } = entry;
  return {
    family,
    lineHeight,
    file: (weight) => {
      // Resolved from the project (the build runs there): the bundler that compiles gatsby-node
      // does not keep require.resolve.
      const resolve = createRequire(path.resolve('package.json')).resolve;
      const dir = path.dirname(resolve(`${packageName}/package.json`));
      return path.join(dir, WEIGHT_DIRS[weight], `${prefix}_${WEIGHT_DIRS[weight]}.ttf`);
    },
  };
}

const opened = new Map<string, fontkit.Font>();

function fontAt(file: string): fontkit.Font {
  let font = opened.get(file);
  if (!font) {
    font = fontkit.create(fs.readFileSync(file)) as fontkit.Font;
    opened.set(file, font);
  }
  return font;
}

// Marks that change how text runs and breaks but draw nothing: no font needs a glyph for them.
const INVISIBLE = /[\s\u200b-\u200f\u2060\ufeff]/u;

/** Whether the font has a glyph for every letter of the texts: a letter it lacks would be drawn
 *  in whatever font the machine has, or as a box. */
export function fontCovers(font: ScriptFont, weight: Weight, texts: string[]): boolean {
  const face = fontAt(font.file(weight));
  return texts.every((text) =>
    [...text].every(
      (char) => INVISIBLE.test(char) || face.hasGlyphForCodePoint(char.codePointAt(0) ?? 0),
    ),
  );
}
