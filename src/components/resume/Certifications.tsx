import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { format, formatParts, type Messages } from '../../shared/i18n';
import { color, radius } from '../../shared/tokens';
import { pill } from '../ui/pill';
import { useMessages, useTextLang } from '../../lib/language';
import { ExternalLink } from '../ui/ExternalLink';
import { PrintedUrl } from '../ui/PrintedUrl';
import { Screenshot } from '../ui/Screenshot';
import {
  DateText,
  Entry,
  EntryHeading,
  EntryList,
  EntryMeta,
  Facts,
  type DatesShown,
} from './EntryList';

const Badge = styled(Screenshot)`
  flex: none;
  width: 3rem;
  border-radius: ${radius.md};
`;

/** "Expired": in the site's pill, the neutral tone a project not yet out has. */
const ExpiredTag = styled.span`
  ${pill}
  background: ${color.neutralSoft};
  color: ${color.neutral};
`;

/** A date in a sentence of the page's language: "Issued {date}". */
function Dated({ words, date, shown }: { words: string; date: string; shown?: string }) {
  return <>{formatParts(words, { date: <DateText key="date" date={date} shown={shown} /> })}</>;
}

export interface CertificationsProps {
  certifications: readonly Queries.CertificationItemFragment[];
  words: Messages['credentials'];
}

/** Certifications: each with its issuer, its dates, its id and the issuer's proof of it. */
export function Certifications({ certifications, words }: CertificationsProps) {
  const { newTab } = useMessages();
  const textLang = useTextLang();
  return (
    <EntryList>
      {certifications.map((entry) => {
        const dates = entry.datesShown as DatesShown;
        const badge = entry.badge?.src?.childImageSharp?.gatsbyImageData;
        return (
          <Entry
            key={entry.slug}
            picture={badge && <Badge image={badge} alt={entry.badge?.alt ?? ''} />}
          >
            <EntryHeading {...textLang(entry, 'name')}>{entry.name}</EntryHeading>
            <Facts>
              {[
                <span key="issuer">{entry.issuer}</span>,
                <Dated
                  key="issued"
                  words={words.issued}
                  date={entry.issued}
                  shown={dates.issued}
                />,
                entry.expires &&
                  (entry.expired ? (
                    <ExpiredTag key="expires">
                      {/* One item of the pill's flex row: the words and the date one run of text. */}
                      <span>
                        <Dated words={words.expired} date={entry.expires} shown={dates.expires} />
                      </span>
                    </ExpiredTag>
                  ) : (
                    <Dated
                      key="expires"
                      words={words.validUntil}
                      date={entry.expires}
                      shown={dates.expires}
                    />
                  )),
                // The proof ends the line of facts, whatever else the entry gives.
                entry.verify && (
                  <span key="verify">
                    <ExternalLink
                      href={entry.verify}
                      aria-label={`${format(words.verifyName, { name: entry.name })} ${newTab}`}
                    >
                      {words.verify}
                    </ExternalLink>
                    <PrintedUrl href={entry.verify} />
                  </span>
                ),
              ]}
            </Facts>
            {entry.credentialId && (
              <EntryMeta>
                {formatParts(words.credentialId, {
                  id: <bdi key="id">{entry.credentialId}</bdi>,
                })}
              </EntryMeta>
            )}
          </Entry>
        );
      })}
    </EntryList>
  );
}

export const query = graphql`
  fragment CertificationItem on Certification {
    slug
    name
    issuer
    issued
    expires
    expired
    datesShown
    credentialId
    verify
    badge {
      alt
      src {
        childImageSharp {
          gatsbyImageData(width: 48, height: 48, layout: FIXED, formats: [AUTO, WEBP, AVIF])
        }
      }
    }
    untranslated
  }
`;
