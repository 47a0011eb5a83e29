// The browsers under test read every script of the test content as a visitor's device does. A
// bare machine may have no Thai or Chinese font (text would print as boxes, and a PDF would hold
// no words to read back), so the fonts the share images are drawn with (npm's Noto Sans Thai and
// SC) are added to the machine's own through fontconfig, for the browsers alone.
import fs from 'fs';
import * as fontkit from 'fontkit';
import { createRequire } from 'module';
import path from 'path';
import { ROOT } from '../../support/paths';
import { RUN_DIR_VARIABLE } from './ready';

const FONT_PACKAGES = ['@expo-google-fonts/noto-sans-thai', '@expo-google-fonts/noto-sans-sc'];

const configIn = (runDir: string) => path.join(runDir, 'browser-fonts.conf');

const packageDir = (name: string) =>
  path.dirname(createRequire(path.join(ROOT, 'package.json')).resolve(`${name}/package.json`));

/** Writes the run's font configuration: the machine's, then the packages' fonts. */
export function writeBrowserFonts(runDir: string): void {
  const dirs = FONT_PACKAGES.map(packageDir);
  fs.writeFileSync(
    configIn(runDir),
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
      '<fontconfig>',
      '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
      ...dirs.map((dir) => `  <dir>${dir}</dir>`),
      `  <cachedir>${path.join(runDir, 'font-cache')}</cachedir>`,
      '</fontconfig>',
      '',
    ].join('\n'),
  );
}

/** The environment a browser of the run starts in: the machine's, with the run's fonts. */
export function browserEnv(): NodeJS.ProcessEnv {
  const runDir = process.env[RUN_DIR_VARIABLE];
  const config = runDir && configIn(runDir);
  return config && fs.existsSync(config)
    ? { ...process.env, FONTCONFIG_FILE: config }
    : { ...process.env };
}

const isRadical = (code: number) => code >= 0x2e80 && code <= 0x2fdf;
const isIdeograph = (code: number) => code >= 0x4e00 && code <= 0x9fff;

/**
 * Each radical (U+2E80–2FDF) that the Chinese font draws with an ideograph's glyph, with that
 * ideograph. A PDF names a glyph by the first character its font maps to it, so 马 and 用
 * printed in that font read back as ⻢ and ⽤.
 */
export function ideographsOfRadicals(): Map<string, string> {
  const file = path.join(packageDir(FONT_PACKAGES[1]), '400Regular', 'NotoSansSC_400Regular.ttf');
  const font = fontkit.create(fs.readFileSync(file)) as fontkit.Font;
  const ideographOfGlyph = new Map<number, number>();
  for (const code of font.characterSet.filter(isIdeograph)) {
    const glyph = font.glyphForCodePoint(code).id;
    if (!ideographOfGlyph.has(glyph)) ideographOfGlyph.set(glyph, code);
  }
  return new Map(
    font.characterSet.filter(isRadical).flatMap((code) => {
      const ideograph = ideographOfGlyph.get(font.glyphForCodePoint(code).id);
      return ideograph ? [[String.fromCodePoint(code), String.fromCodePoint(ideograph)]] : [];
    }),
  );
}
