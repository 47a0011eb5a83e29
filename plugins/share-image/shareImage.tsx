/** @jsxImportSource react */
// The 1200×630 images that link previews show, drawn at build time from the owner's name, role
// and site, and for each post from its title: satori lays it out and shapes the text with Inter from npm (as outlines, so it looks
// the same on every machine, whatever fonts it has); sharp turns it into a PNG. A post's texts in
// another script (Arabic, Hebrew, Thai, Chinese) are set by Pango through sharp, in that script's
// Noto Sans (fonts.ts): satori neither joins Arabic's marks nor breaks Thai between words, while
// Pango shapes with HarfBuzz, orders with FriBiDi and breaks lines by the language's rules.
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import type { ReactElement } from 'react';
import satori from 'satori';
import { SHARE_IMAGE } from '../../src/shared/constants';
// The designed video poster's colours (light palette: an image cannot follow the theme).
import { lightColor as poster } from '../../src/shared/tokens';
import type { Content } from '../content-engine/types';
import { directionOf } from '../../src/shared/i18n';
import { scriptFontOf, type ScriptFont, type Weight } from './fonts';

// sharp is a CommonJS function export; Gatsby's bundler for gatsby-node does not give it a
// default export, so it is required as it is.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sharp: typeof import('sharp') = require('sharp');

const MARGIN = 96;
const FONT_FILES = [
  [400, '400Regular/Inter_400Regular.ttf'],
  [700, '700Bold/Inter_700Bold.ttf'],
  [800, '800ExtraBold/Inter_800ExtraBold.ttf'],
] as const;

function interFonts() {
  // Resolved from the project (the build runs there): the bundler that compiles gatsby-node
  // does not keep require.resolve.
  const resolve = createRequire(path.resolve('package.json')).resolve;
  const fontDir = path.dirname(resolve('@expo-google-fonts/inter/package.json'));
  return FONT_FILES.map(([weight, file]) => ({
    name: 'Inter',
    weight,
    style: 'normal' as const,
    data: fs.readFileSync(path.join(fontDir, file)),
  }));
}

export type ShareImageText = Pick<Content['site'], 'name' | 'role' | 'siteUrl'>;

/** The site's own mark (an SVG file's bytes), as an image the card can hold. */
const logoSrc = (logo: Buffer) => `data:image/svg+xml;base64,${logo.toString('base64')}`;

/** The card both images are drawn on: the designed poster's colours, the text inset. */
const CARD = {
  display: 'flex',
  flexDirection: 'column',
  width: SHARE_IMAGE.width,
  height: SHARE_IMAGE.height,
  boxSizing: 'border-box',
  padding: `${MARGIN}px ${MARGIN}px 68px`,
  fontFamily: 'Inter',
  color: poster.onPoster,
  backgroundImage: `radial-gradient(circle at 85% 15%, ${poster.posterGlow}, rgba(129, 140, 248, 0) 60%), linear-gradient(135deg, ${poster.posterStart}, ${poster.posterMid} 60%, ${poster.posterEnd})`,
} as const;

/** The card's foot: a short rule, then the site (and who wrote), at its bottom. */
function CardEnd({ children }: { children: string }) {
  return (
    <>
      <div
        style={{ marginTop: 'auto', width: 96, height: 6, borderRadius: 3, background: '#818cf8' }}
      />
      <div style={{ marginTop: 22, fontSize: 30, color: '#e0e7ff' }}>{children}</div>
    </>
  );
}

/** A long name gets smaller (Inter ExtraBold averages 0.6 em a letter) before it wraps. */
const nameSize = (name: string) =>
  Math.max(48, Math.min(88, Math.floor((SHARE_IMAGE.width - 2 * MARGIN) / (0.6 * name.length))));

function ShareCard({ name, role, siteUrl, logo }: ShareImageText & { logo: Buffer }) {
  return (
    <div style={CARD}>
      <img src={logoSrc(logo)} width={72} height={72} alt="" />
      <div
        style={{
          marginTop: 56,
          fontSize: nameSize(name),
          fontWeight: 800,
          lineHeight: 1.1,
          lineClamp: 2,
        }}
      >
        {name}
      </div>
      <div style={{ marginTop: 18, fontSize: 44, fontWeight: 700, color: '#c7d2fe', lineClamp: 2 }}>
        {role}
      </div>
      <CardEnd>{new URL(siteUrl).host}</CardEnd>
    </div>
  );
}

/** What a post's image says: its title, by whom, on which site. */
export interface PostImageText {
  title: string;
  name: string;
  siteUrl: string;
}

/** A long title gets smaller before it wraps, to three lines at most. */
const titleSize = (title: string) =>
  Math.max(
    52,
    Math.min(76, Math.floor((3 * (SHARE_IMAGE.width - 2 * MARGIN)) / (0.55 * title.length))),
  );

function PostCard({ title, name, siteUrl, logo }: PostImageText & { logo: Buffer }) {
  return (
    <div style={CARD}>
      <img src={logoSrc(logo)} width={64} height={64} alt="" />
      <div
        style={{
          marginTop: 40,
          fontSize: titleSize(title),
          fontWeight: 800,
          lineHeight: 1.12,
          lineClamp: 3,
        }}
      >
        {title}
      </div>
      <CardEnd>{`${name} · ${new URL(siteUrl).host}`}</CardEnd>
    </div>
  );
}

/** A text Pango has set, as an image the card can hold. */
interface SetText {
  src: string;
  width: number;
  height: number;
}

const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// U+200F, the right-to-left mark: a right-to-left card's paragraph starts right to left, even
// when its title's first word is in Latin letters.
const RLM = '\u200f';

interface Setting {
  font: ScriptFont;
  rtl: boolean;
  weight: Weight;
  color: string;
  /** Line height in pixels, as a share of the size. */
  lineHeight: number;
}

/** The text set at `size` pixels, `WIDE` at most, with its lines; `box` fits it in that height. */
async function setText(text: string, size: number, set: Setting, box?: number) {
  const line = Math.round(size * set.lineHeight);
  // Pango's sizes are in points, pixels at 72 dpi; its line height in 1024ths of one.
  const markup = `<span foreground="${set.color}" weight="${set.weight}" line_height="${line * 1024}">${escapeMarkup(
    (set.rtl ? RLM : '') + text,
  )}</span>`;
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: `${set.font.family} ${size}`,
      fontfile: set.font.file(set.weight),
      width: WIDE,
      ...(box ? { height: box } : { dpi: 72 }),
      align: set.rtl ? 'right' : 'left',
      wrap: 'word-char',
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  const scale = box ? (info.textAutofitDpi ?? 72) / 72 : 1;
  return {
    src: `data:image/png;base64,${data.toString('base64')}`,
    width: info.width,
    height: info.height,
    lines: Math.round(info.height / (line * scale)),
  };
}

/** The card's width for text. */
const WIDE = SHARE_IMAGE.width - 2 * MARGIN;
/** The title's room: three lines of Latin at their largest. */
const TITLE_BOX = Math.floor(3 * 76 * 1.12);

/** A title set as large as fits three lines, from the largest its room takes down to the
 *  smallest Latin's; a longer one is fitted to the room. */
async function setTitle(title: string, set: Setting): Promise<SetText> {
  const largest = Math.min(76, Math.floor(TITLE_BOX / (3 * set.lineHeight)));
  for (let size = largest; size >= 52; size -= 4) {
    const shown = await setText(title, size, set);
    if (shown.lines <= 3) return shown;
  }
  return setText(title, largest, set, TITLE_BOX);
}

const SetImage = ({ text, marginTop }: { text: SetText; marginTop: number }) => (
  <img src={text.src} width={text.width} height={text.height} alt="" style={{ marginTop }} />
);

function SetCard({
  title,
  foot,
  rtl,
  logo,
}: {
  title: SetText;
  foot: SetText;
  rtl: boolean;
  logo: Buffer;
}) {
  // A right-to-left card is the mirror of the other: its mark, text and rule at the right.
  return (
    <div style={{ ...CARD, alignItems: rtl ? 'flex-end' : 'flex-start' }}>
      <img src={logoSrc(logo)} width={64} height={64} alt="" />
      <SetImage text={title} marginTop={40} />
      <div
        style={{ marginTop: 'auto', width: 96, height: 6, borderRadius: 3, background: '#818cf8' }}
      />
      <SetImage text={foot} marginTop={22} />
    </div>
  );
}

/** A post's share image, in its language (Latin, Greek or Cyrillic when the language's script
 *  has no font here), as PNG bytes. */
export async function postImagePng(
  text: PostImageText,
  logo: Buffer,
  lang = 'en',
): Promise<Buffer> {
  const font = scriptFontOf(lang);
  if (!font) return pngOf(<PostCard {...text} logo={logo} />);
  const rtl = directionOf(lang) === 'rtl';
  const title = await setTitle(text.title, {
    font,
    rtl,
    weight: 800,
    color: poster.onPoster,
    lineHeight: font.lineHeight,
  });
  // The foot as tall as Inter's line at 30 pixels, so that the rule stays where it is.
  const foot = await setText(`${text.name} · ${new URL(text.siteUrl).host}`, 30, {
    font,
    rtl,
    weight: 400,
    color: '#e0e7ff',
    lineHeight: 1.21,
  });
  return pngOf(<SetCard title={title} foot={foot} rtl={rtl} logo={logo} />);
}

async function pngOf(card: ReactElement): Promise<Buffer> {
  const svg = await satori(card, {
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    fonts: interFonts(),
  });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** The share image, with the texts of one language and the site's mark (SVG), as PNG bytes. */
export async function shareImagePng(text: ShareImageText, logo: Buffer): Promise<Buffer> {
  return pngOf(<ShareCard {...text} logo={logo} />);
}
