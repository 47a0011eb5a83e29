import { graphql } from 'gatsby';
import { useTextLang } from '../../lib/language';
import { Entry, EntryHeading, EntryList, EntryMeta, SourceAndDate } from './EntryList';

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
          <SourceAndDate source={award.awarder} date={award.date} datesShown={award.datesShown} />
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
