import { graphql } from 'gatsby';
import { format, type Messages } from '../../shared/i18n';
import { useTextLang } from '../../lib/language';
import { ExternalLink } from '../ui/ExternalLink';
import { PrintedUrl } from '../ui/PrintedUrl';
import { Entry, EntryHeading, EntryList, EntryMeta, SourceAndDate } from './EntryList';

export interface PublicationsProps {
  publications: readonly Queries.PublicationItemFragment[];
  words: Messages['credentials'];
}

/** Publications: each linked where it can be read, with its venue, date and authors. */
export function Publications({ publications, words }: PublicationsProps) {
  const textLang = useTextLang();
  return (
    <EntryList>
      {publications.map((publication) => (
        <Entry key={publication.slug}>
          {/* A title is shown as published, in its own language, which the page may not share. */}
          <EntryHeading>
            {publication.link ? (
              <ExternalLink href={publication.link}>{publication.title}</ExternalLink>
            ) : (
              publication.title
            )}
          </EntryHeading>
          {publication.link && <PrintedUrl href={publication.link} />}
          <SourceAndDate
            source={publication.publisher}
            date={publication.date}
            datesShown={publication.datesShown}
          />
          <EntryMeta>
            {format(words.by, { authors: publication.authors.join(words.authorsJoin) })}
          </EntryMeta>
          {publication.summary && (
            <EntryMeta {...textLang(publication, 'summary')}>{publication.summary}</EntryMeta>
          )}
        </Entry>
      ))}
    </EntryList>
  );
}

export const query = graphql`
  fragment PublicationItem on Publication {
    slug
    title
    publisher
    date
    datesShown
    authors
    link
    summary
    untranslated
  }
`;
