// The entries of a section of the owner's own, as the resume and home show them: each its title
// (a link when it has one), then where, the place and when, its summary and its points.
import { useTextLang } from '../../lib/language';
import { ExternalLink } from '../ui/ExternalLink';
import { PrintedUrl } from '../ui/PrintedUrl';
import { BulletList } from './BulletList';
import {
  DateText,
  Entry,
  EntryHeading,
  EntryList,
  EntryMeta,
  Facts,
  type DatesShown,
} from './EntryList';

type SectionEntry = Queries.OwnSectionItemFragment['entries'][number];

/** When it was: a date, or a range from the date to `until`, in the page's words. */
function When({ entry }: { entry: SectionEntry }) {
  const shown = entry.datesShown as DatesShown;
  if (!entry.date) return null;
  const from = <DateText date={entry.date} shown={shown.date} />;
  if (!entry.until) return from;
  return (
    <>
      {from}
      {' – '}
      <DateText date={entry.until} shown={shown.until} />
    </>
  );
}

function OwnEntry({ entry }: { entry: SectionEntry }) {
  const textLang = useTextLang();
  return (
    <Entry>
      <EntryHeading {...textLang(entry, 'title')}>
        {entry.link ? <ExternalLink href={entry.link}>{entry.title}</ExternalLink> : entry.title}
      </EntryHeading>
      {entry.link && <PrintedUrl href={entry.link} />}
      {/* No line of facts for an entry without any (a language: its title and how well). */}
      {(entry.where || entry.place || entry.date) && (
        <Facts>
          {[
            entry.where && <span key="where">{entry.where}</span>,
            entry.place && (
              <span key="place" {...textLang(entry, 'place')}>
                {entry.place}
              </span>
            ),
            entry.date && <When key="when" entry={entry} />,
          ]}
        </Facts>
      )}
      {entry.summary && <EntryMeta {...textLang(entry, 'summary')}>{entry.summary}</EntryMeta>}
      {entry.bullets && <BulletList items={entry.bullets} {...textLang(entry, 'bullets')} />}
    </Entry>
  );
}

/** A section's entries, in their order. */
export function OwnEntries({ section }: { section: Queries.OwnSectionItemFragment }) {
  return (
    <EntryList>
      {section.entries.map((entry) => (
        <OwnEntry key={entry.slug} entry={entry} />
      ))}
    </EntryList>
  );
}
