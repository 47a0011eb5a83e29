// The browsers under test read every script of the test content as a visitor's device does. A
// bare machine may have no Thai or Chinese font (text would print as boxes, and a PDF would hold
// no words to read back), so the fonts the share images are drawn with (npm's Noto Sans Thai and
// SC) are added to the machine's own through fontconfig, for the browsers alone.
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import { ROOT } from '../../support/paths';
import { RUN_DIR_VARIABLE } from './ready';

const FONT_PACKAGES = ['@expo-google-fonts/noto-sans-thai', '@expo-google-fonts/noto-sans-sc'];

const configIn = (runDir: string) => path.join(runDir, 'browser-fonts.conf');

/** Writes the run's font configuration: the machine's, then the packages' fonts. */
export function writeBrowserFonts(runDir: string): void {
  const resolve = createRequire(path.join(ROOT, 'package.json')).resolve;
  const dirs = FONT_PACKAGES.map((name) => path.dirname(resolve(`${name}/package.json`)));
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
