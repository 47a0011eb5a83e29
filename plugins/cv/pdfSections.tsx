/** @jsxImportSource react */
// The owner's own sections in the CV, after the credentials, as the resume page lists them: each
// entry its title with where, the place and when after it, then its summary and its points.
import { Text, View } from '@react-pdf/renderer';
import { dateIn } from '../../src/shared/kinds/kind';
import type { CvContent } from './format';
import { Entry, EntryName } from './pdfKinds';
import { Bullet, Section } from './pdfParts';
import { styles } from './pdfStyle';

type OwnSection = NonNullable<CvContent['resume']['sections']>[number];

/** Whether an entry has facts to follow its title: where, the place or when. */
const facts = (entry: OwnSection['entries'][number]) =>
  Boolean(entry.where || entry.place || entry.date);

export function OwnSections({ sections, lang }: { sections: readonly OwnSection[]; lang: string }) {
  const date = dateIn(lang);
  return sections.map((section) => (
    <Section
      key={section.id}
      title={section.heading}
      blocks={section.entries.map((entry, index) => (
        <Entry
          key={entry.id}
          index={index}
          name={<EntryName text={entry.title} link={entry.link} />}
          facts={[
            entry.where,
            entry.place,
            entry.date &&
              [date(entry.date), entry.until && date(entry.until)].filter(Boolean).join(' – '),
            // An entry of its title and summary alone (a language) takes one line.
            !facts(entry) && entry.summary,
          ].filter((fact): fact is string => Boolean(fact))}
          details={
            ((facts(entry) && entry.summary) || entry.bullets) && (
              <View>
                {facts(entry) && entry.summary && (
                  <Text style={styles.credentialSummary}>{entry.summary}</Text>
                )}
                {entry.bullets?.map((bullet, at) => (
                  <Bullet key={bullet} text={bullet} spaced={at > 0} />
                ))}
              </View>
            )
          }
        />
      ))}
    />
  ));
}
