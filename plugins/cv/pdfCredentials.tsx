/** @jsxImportSource react */
// The CV's Certifications, Awards and Publications, after Education, as the resume page lists
// them: each entry its name with its facts, then one line of details. A list left empty, or not
// written, gives no section.
import { Link, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { formatDate, shownCertifications } from '../../src/shared/dates';
import { format, type Messages } from '../../src/shared/i18n';
import type { CvContent } from './format';
import { SEPARATOR, Section, type Block } from './pdfParts';
import { styles } from './pdfStyle';

type Resume = CvContent['resume'];
type Words = Messages['credentials'];
type Certification = NonNullable<Resume['certifications']>[number] & { expired: boolean };

/** A date in `lang`'s words, kept on one line: "September 2023" is never split at a line's end. */
export const dateIn = (lang: string) => (date: string) =>
  formatDate(date, lang).replace(/ /g, '\u00a0');

/** The parts in a row, a separator between each two; the absent ones left out. */
const joined = (parts: readonly ReactNode[]): ReactNode[] =>
  parts.filter(Boolean).flatMap((part, index) => (index > 0 ? [SEPARATOR, part] : [part]));

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

function certificationBlocks(
  certifications: readonly Certification[],
  words: Words,
  lang: string,
): Block[] {
  const date = dateIn(lang);
  return certifications.map((entry, index) => (
    <Entry
      key={`certification-${index}`}
      index={index}
      name={<Text style={styles.credentialName}>{entry.name}</Text>}
      facts={[entry.issuer]}
      details={
        <Text style={styles.credentialDetails}>
          {joined([
            format(words.issued, { date: date(entry.issued) }),
            entry.expires &&
              (entry.expired ? (
                <Text key="expired" style={styles.expired}>
                  {format(words.expired, { date: date(entry.expires) })}
                </Text>
              ) : (
                format(words.validUntil, { date: date(entry.expires) })
              )),
            entry.credentialId && format(words.credentialId, { id: entry.credentialId }),
            entry.verify && (
              <Link key="verify" src={entry.verify} style={styles.credentialLink}>
                {words.verify}
              </Link>
            ),
          ])}
        </Text>
      }
    />
  ));
}

function awardBlocks(awards: NonNullable<Resume['awards']>, lang: string): Block[] {
  return awards.map((award, index) => (
    <Entry
      key={`award-${index}`}
      index={index}
      name={<Text style={styles.credentialName}>{award.title}</Text>}
      facts={[award.awarder, dateIn(lang)(award.date)]}
      details={award.summary && <Text style={styles.credentialSummary}>{award.summary}</Text>}
    />
  ));
}

function publicationBlocks(
  publications: NonNullable<Resume['publications']>,
  words: Words,
  lang: string,
): Block[] {
  return publications.map((publication, index) => (
    <Entry
      key={`publication-${index}`}
      index={index}
      name={
        publication.link ? (
          <Link src={publication.link} style={styles.credentialName}>
            {publication.title}
          </Link>
        ) : (
          <Text style={styles.credentialName}>{publication.title}</Text>
        )
      }
      facts={[publication.publisher, dateIn(lang)(publication.date)]}
      details={
        <Text style={styles.credentialSummary}>
          <Text style={styles.credentialBy}>
            {format(words.by, { authors: publication.authors.join(words.authorsJoin) })}
          </Text>
          {publication.summary && `${SEPARATOR}${publication.summary}`}
        </Text>
      }
    />
  ));
}

interface CredentialsProps {
  resume: Resume;
  words: Words;
  lang: string;
}

/** The sections the content has entries for, in the resume page's order. */
export function CredentialSections({ resume, words, lang }: CredentialsProps) {
  const certifications = shownCertifications(resume.certifications, resume.expiredCertifications);
  const sections = {
    certifications: certificationBlocks(certifications, words, lang),
    awards: awardBlocks(resume.awards ?? [], lang),
    publications: publicationBlocks(resume.publications ?? [], words, lang),
  };
  return Object.entries(sections)
    .filter(([, blocks]) => blocks.length > 0)
    .map(([id, blocks]) => (
      <Section key={id} title={words[id as keyof typeof sections]} blocks={blocks} />
    ));
}
