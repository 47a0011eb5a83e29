import { graphql } from 'gatsby';
import { useTextLang } from '../../lib/language';
import {
  DateText,
  Entry,
  EntryHeading,
  EntryList,
  EntryMeta,
  Facts,
  type DatesShown,
} from './EntryList';

export interface AwardsProps {
  awards: readonly Queries.AwardItemFragment[];
}

/** Awards: each with who gave it, when, and what for. */
export function Awards({ awards }: AwardsProps) {
  const textLang = useTextLang();
  return (
    <EntryList>
      {awards.map((award) => (
        <Entry key={award.slug}>
          <EntryHeading {...textLang(award, 'title')}>{award.title}</EntryHeading>
          <Facts>
            {[
              <span key="awarder">{award.awarder}</span>,
              <DateText
                key="date"
                date={award.date}
                shown={(award.datesShown as DatesShown).date}
              />,
            ]}
          </Facts>
          {award.summary && <EntryMeta {...textLang(award, 'summary')}>{award.summary}</EntryMeta>}
        </Entry>
      ))}
    </EntryList>
  );
}

export const query = graphql`
  fragment AwardItem on Award {
    slug
    title
    awarder
    date
    datesShown
    summary
    untranslated
  }
`;
