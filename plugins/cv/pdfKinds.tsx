/** @jsxImportSource react */
// The CV's sections of the declared kinds (src/shared/kinds: certifications, awards,
// publications), after Education, as the resume page lists them: each entry its name with its
// facts, then one line. A list left empty, or not written, gives no section.
import { Link, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { Messages } from '../../src/shared/i18n';
import { KINDS, type CvEntry, type CvText } from '../../src/shared/kinds';
import type { CvContent } from './format';
import { SEPARATOR, Section, type Block } from './pdfParts';
import { styles } from './pdfStyle';

interface EntryProps {
  index: number;
  name: ReactNode;
  facts: readonly string[];
  details?: ReactNode;
}

/** An entry: its name in bold and its facts after it, on one line if they fit; its details. */
export function Entry({ index, name, facts, details }: EntryProps) {
  return (
    <View style={index > 0 ? styles.credentialSpaced : undefined} wrap={false}>
      <Text style={styles.credentialHead}>
        {name}
        <Text style={styles.credentialFacts}>{facts.map((fact) => `${SEPARATOR}${fact}`)}</Text>
      </Text>
      {details}
    </View>
  );
}

/** An entry's name in bold, a link when it has one. */
export const EntryName = ({ text, link }: { text: string; link?: string }) =>
  link ? (
    <Link src={link} style={styles.credentialName}>
      {text}
    </Link>
  ) : (
    <Text style={styles.credentialName}>{text}</Text>
  );

const SET = { warn: styles.expired, by: styles.credentialBy };

/** A piece of a line as the CV sets it. */
function piece(part: CvText, at: number): ReactNode {
  if (typeof part === 'string') return part;
  if ('link' in part) {
    return (
      <Link key={at} src={part.link} style={styles.credentialLink}>
        {part.text}
      </Link>
    );
  }
  return (
    <Text key={at} style={SET[part.set]}>
      {part.text}
    </Text>
  );
}

const LINE = { details: styles.credentialDetails, summary: styles.credentialSummary };

function blocksOf(entries: readonly CvEntry[]): Block[] {
  return entries.map((entry, index) => (
    <Entry
      key={index}
      index={index}
      name={<EntryName text={entry.name} link={entry.link} />}
      facts={entry.facts}
      details={
        entry.line && (
          <Text style={LINE[entry.line.of]}>
            {entry.line.parts.flatMap((part, at) =>
              at > 0 ? [SEPARATOR, piece(part, at)] : [piece(part, at)],
            )}
          </Text>
        )
      }
    />
  ));
}

interface KindsProps {
  resume: CvContent['resume'];
  words: Messages;
  lang: string;
}

/** The sections the content has entries for, in the resume page's order. */
export function KindSections({ resume, words, lang }: KindsProps) {
  return KINDS.flatMap((kind) => {
    const entries = kind.cv?.entries(resume, words, lang) ?? [];
    if (entries.length === 0) return [];
    return <Section key={kind.list} title={kind.cv!.title(words)} blocks={blocksOf(entries)} />;
  });
}
