import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import opentype, { type Font } from 'opentype.js';

// sharp is a CommonJS function export; Gatsby's bundler for gatsby-node does not give it a
// default export, so it is required as it is.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sharp: typeof import('sharp') = require('sharp');

// The 1200×630 image that link previews show, drawn at build time from the owner's name, role
// and site. Text is turned into outlines with a font from npm, so the image looks the same on
// every machine, whatever fonts it has.

export const SHARE_IMAGE = { file: 'og-image.png', width: 1200, height: 630 } as const;

/** Inter's full TTF faces (every Latin letter, accented ones included), by weight. */
const FONT_FILES = {
  400: '400Regular/Inter_400Regular.ttf',
  700: '700Bold/Inter_700Bold.ttf',
  800: '800ExtraBold/Inter_800ExtraBold.ttf',
} as const;

function loadFont(weight: keyof typeof FONT_FILES): Font {
  // Resolved from the project (the build runs there): the bundler that compiles gatsby-node
  // does not keep require.resolve.
  const resolve = createRequire(path.resolve('package.json')).resolve;
  const fontDir = path.dirname(resolve('@expo-google-fonts/inter/package.json'));
  const buffer = fs.readFileSync(path.join(fontDir, FONT_FILES[weight]));
  return opentype.parse(
    buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength),
  );
}

interface Outline {
  d: string;
  width: number;
}

/** The outline of a line of text, glyph by glyph with kerning, and its width (opentype.js's own
 *  Font.getPath stops on Inter's contextual substitutions). */
export function outline(font: Font, text: string, x: number, y: number, size: number): Outline {
  const scale = size / font.unitsPerEm;
  let cursor = x;
  let previous: opentype.Glyph | null = null;
  let d = '';
  for (const character of text) {
    const glyph = font.charToGlyph(character);
    if (previous) cursor += font.getKerningValue(previous, glyph) * scale;
    d += glyph.getPath(cursor, y, size).toPathData(2);
    cursor += (glyph.advanceWidth ?? 0) * scale;
    previous = glyph;
  }
  return { d, width: cursor - x };
}

/** Breaks text into lines no wider than maxWidth at the given size. */
export function wrap(font: Font, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && outline(font, candidate, 0, 0, size).width > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface ShareImageText {
  name: string;
  role: string;
  siteUrl: string;
}

export function shareImageSvg({ name, role, siteUrl }: ShareImageText): string {
  const bold = loadFont(800);
  const medium = loadFont(700);
  const regular = loadFont(400);
  const left = 96;
  const maxWidth = SHARE_IMAGE.width - 2 * left;

  let nameSize = 88;
  while (nameSize > 48 && outline(bold, name, 0, 0, nameSize).width > maxWidth) nameSize -= 4;
  const roleLines = wrap(medium, role, 44, maxWidth).slice(0, 2);
  const host = new URL(siteUrl).host;

  const nameY = 300;
  const parts = [
    `<path d="${outline(bold, name, left, nameY, nameSize).d}" fill="#ffffff"/>`,
    ...roleLines.map(
      (line, index) =>
        `<path d="${outline(medium, line, left, nameY + 80 + index * 56, 44).d}" fill="#c7d2fe"/>`,
    ),
    `<path d="${outline(regular, host, left, SHARE_IMAGE.height - 80, 30).d}" fill="#e0e7ff"/>`,
  ];

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE.width}" height="${SHARE_IMAGE.height}" viewBox="0 0 ${SHARE_IMAGE.width} ${SHARE_IMAGE.height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1e1b4b"/>
      <stop offset="0.6" stop-color="#312e81"/>
      <stop offset="1" stop-color="#4338ca"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.85" cy="0.15" r="0.6">
      <stop offset="0" stop-color="#818cf8" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#818cf8" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  <g transform="translate(${left} 96)">
    <rect width="72" height="72" rx="16" fill="#ffffff" fill-opacity="0.12"/>
    <g fill="none" stroke="#ffffff" stroke-width="5.5" stroke-linecap="round" stroke-linejoin="round" transform="translate(4 4)">
      <path d="M23 22 13 32l10 10"/><path d="M41 22l10 10-10 10"/><path d="M35 17l-6 30"/>
    </g>
  </g>
  <rect x="${left}" y="${SHARE_IMAGE.height - 132}" width="96" height="6" rx="3" fill="#818cf8"/>
  ${parts.join('\n  ')}
</svg>`;
}

/** Writes the share image into the built site. */
export async function writeShareImage(publicDir: string, text: ShareImageText): Promise<void> {
  await sharp(Buffer.from(shareImageSvg(text)))
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, SHARE_IMAGE.file));
}

/** PNG fallbacks of the SVG favicon, for browsers, home screens and the web manifest. */
export const APP_ICONS = [
  { file: 'favicon-32x32.png', size: 32 },
  { file: 'apple-touch-icon.png', size: 180 },
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
] as const;

export async function writeAppIcons(publicDir: string): Promise<void> {
  const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'));
  await Promise.all(
    APP_ICONS.map(({ file, size }) =>
      sharp(svg, { density: (72 * size) / 64 })
        .resize(size, size)
        .png()
        .toFile(path.join(publicDir, file)),
    ),
  );
}
