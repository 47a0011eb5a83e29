/** @jsxImportSource react */
// The CV's building blocks, shared by its sections (./pdf.tsx, ./pdfKinds.tsx, ./pdfSections.tsx).
import { Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { styles } from './pdfStyle';

export const SEPARATOR = '  ·  ';

// Each section is a list of blocks that are never split across pages: a bullet, a skill row, an
// education entry, or a product's head together with its first bullet. A section's heading
// shares a block with its first one, so no heading or product name is left alone at the foot
// of a page. (react-pdf's minPresenceAhead cannot do this for the first child of a view.)
export type Block = ReactNode;

export function Section({ title, blocks }: { title: string; blocks: readonly Block[] }) {
  const [first, ...rest] = blocks;
  return (
    <View style={styles.section}>
      <View wrap={false}>
        <Text style={styles.sectionTitle}>{title}</Text>
        {first}
      </View>
      {rest}
    </View>
  );
}

export function Bullet({ text, spaced }: { text: string; spaced: boolean }) {
  return (
    <View style={spaced ? [styles.bullet, styles.bulletSpaced] : styles.bullet} wrap={false}>
      <Text style={styles.bulletMark}>•</Text>
      <Text style={styles.bulletText}>{text}</Text>
    </View>
  );
}

export function bulletBlocks(items: readonly string[], key: string, from = 0): Block[] {
  return items.map((item, index) => (
    <Bullet key={`${key}-${from + index}`} text={item} spaced={from + index > 0} />
  ));
}
