// The CV's look: its embedded font and its styles (./pdf.tsx lays the document out with them).
import { createRequire } from 'module';
import path from 'path';
import { Font, StyleSheet } from '@react-pdf/renderer';
// Paper is light whatever the visitor's theme: the light palette's values, not the CSS variables.
import { lightColor as color } from '../../src/shared/tokens';

// Inter from an npm package, as static TrueType files with the full Latin, Greek and Cyrillic
// sets, so names like "Łódź" or "Zoë" render; react-pdf embeds only the glyphs used. Gatsby's
// bundler of gatsby-node leaves no `require.resolve`; Node's own resolver does. Registered on
// the first render, not on import.
const FONT_FAMILY = 'Inter';
let fontsRegistered = false;

export function registerFonts() {
  if (fontsRegistered) return;
  fontsRegistered = true;
  const fontDir = path.dirname(
    createRequire(__filename).resolve('@expo-google-fonts/inter/package.json'),
  );
  Font.register({
    family: FONT_FAMILY,
    fonts: [
      { src: path.join(fontDir, '400Regular/Inter_400Regular.ttf'), fontWeight: 400 },
      { src: path.join(fontDir, '600SemiBold/Inter_600SemiBold.ttf'), fontWeight: 600 },
      { src: path.join(fontDir, '700Bold/Inter_700Bold.ttf'), fontWeight: 700 },
    ],
  });
  // Words are never split with a hyphen; a line breaks between words only.
  Font.registerHyphenationCallback((word) => [word]);
}

// Layout. Sizes are in points (1/72 in). The palette is the site's, from the design tokens.

const { text: ink, muted, accent } = color;
const rule = '#cbd5e1';
const faint = '#94a3b8';
// Text that may wrap gets its size and line spacing on itself, not from the page: react-pdf
// resolves a line height against the style's own font size, and drops page-number text (a
// `render` prop) that inherits one.
const BODY_SIZE = 9.5;
const wrapping = { fontSize: BODY_SIZE, lineHeight: 1.4 };

export const styles = StyleSheet.create({
  page: {
    paddingTop: 40,
    paddingBottom: 46,
    paddingHorizontal: 48,
    fontFamily: FONT_FAMILY,
    fontSize: BODY_SIZE,
    color: ink,
  },

  header: { paddingBottom: 12, borderBottomWidth: 1.5, borderBottomColor: accent },
  name: { fontSize: 22, fontWeight: 700, lineHeight: 1.15, letterSpacing: -0.3 },
  jobTitle: { marginTop: 3, fontSize: 11.5, fontWeight: 600, color: accent },
  contacts: { marginTop: 7, fontSize: 9, color: muted },
  contactLink: { color: ink, textDecoration: 'none' },
  separator: { color: faint },
  section: { marginTop: 16 },
  sectionTitle: {
    marginBottom: 7,
    paddingBottom: 3,
    borderBottomWidth: 0.75,
    borderBottomColor: rule,
    fontSize: 11,
    fontWeight: 700,
    color: accent,
  },
  bullet: { flexDirection: 'row' },
  bulletSpaced: { marginTop: 3.5 },
  bulletMark: { width: 11, color: accent },
  bulletText: { flex: 1, ...wrapping },
  entrySpaced: { marginTop: 11 },
  entryHead: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-end',
    marginBottom: 4,
  },
  entryTitle: { flexShrink: 1, paddingRight: 12 },
  entryName: { fontSize: 10.5, fontWeight: 700, color: ink, textDecoration: 'none' },
  entryLink: { marginTop: 1, fontSize: 8.5, color: muted, textDecoration: 'none' },
  entryMeta: { fontSize: 9, color: muted, textAlign: 'right', paddingBottom: 1 },
  role: { fontWeight: 600, color: accent },
  skillRow: { flexDirection: 'row' },
  skillSpaced: { marginTop: 5 },
  skillGroup: { width: 148, paddingRight: 10, fontWeight: 600, ...wrapping },
  skillItems: { flex: 1, ...wrapping },
  educationMeta: { marginTop: 1, color: muted },
  // Certifications, awards and publications: tighter than the products, a line or two each.
  credentialSpaced: { marginTop: 6 },
  credentialHead: { fontSize: BODY_SIZE, lineHeight: 1.35 },
  credentialName: { fontWeight: 600, color: ink, textDecoration: 'none' },
  credentialFacts: { fontSize: 9, color: muted },
  credentialDetails: { marginTop: 1, fontSize: 8.5, lineHeight: 1.35, color: muted },
  credentialSummary: { marginTop: 1, fontSize: 9, lineHeight: 1.35 },
  credentialBy: { color: muted },
  credentialLink: { color: accent, textDecoration: 'none' },
  expired: { fontWeight: 600, color: ink },
  footer: { position: 'absolute', bottom: 22, fontSize: 7.5, color: muted },
  footerLeft: { left: 48 },
  footerRight: { left: 48, right: 48, textAlign: 'right' },
});
