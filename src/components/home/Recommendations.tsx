import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { format, type Messages } from '../../shared/i18n';
import { color, fontSize, fontWeight, mq, radius, shadow, space } from '../../shared/tokens';
import { useTextLang } from '../../lib/language';
import { DateText, type DatesShown } from '../resume/EntryList';
import { CardGrid } from '../ui/CardGrid';
import { ExternalLink } from '../ui/ExternalLink';
import { PrintedUrl } from '../ui/PrintedUrl';
import { Screenshot } from '../ui/Screenshot';
import { Section } from '../ui/Section';

const Card = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  height: 100%;
  margin: 0;
  padding: ${space[5]};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  box-shadow: ${shadow.card};

  ${mq.print} {
    box-shadow: none;
  }
`;

// The quotation marks are the language's own (open-quote follows the quote's lang).
const Quote = styled.blockquote`
  flex: 1;
  margin: 0;
  color: ${color.text};
  font-size: ${fontSize.md};

  p::before {
    content: open-quote;
  }

  p::after {
    content: close-quote;
  }
`;

// The caption ends the figure (HTML wants it first or last): who said it, then the link to it.
const Caption = styled.figcaption`
  display: grid;
  gap: ${space[4]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Person = styled.div`
  display: flex;
  gap: ${space[3]};
  align-items: center;
`;

const Photo = styled(Screenshot)`
  flex: none;
  width: 3rem;
  border-radius: 50%;
`;

const Who = styled.p`
  display: grid;
  color: ${color.muted};
  font-size: ${fontSize.sm};

  strong {
    color: ${color.text};
    font-weight: ${fontWeight.bold};
  }
`;

const Read = styled.p`
  font-size: ${fontSize.sm};
`;

export interface RecommendationsProps {
  recommendations: readonly Queries.RecommendationCardFragment[];
  words: Messages['recommendations'];
}

/** What people who worked with the owner say: the quote, then who said it and how they know. */
export function Recommendations({ recommendations, words }: RecommendationsProps) {
  const textLang = useTextLang();
  return (
    <Section id="recommendations" title={words.title} lede={words.lede}>
      <CardGrid>
        {recommendations.map((entry) => {
          const photo = entry.photo?.src?.childImageSharp?.gatsbyImageData;
          return (
            <li key={entry.slug}>
              <Card>
                <Quote {...textLang(entry, 'quote')}>
                  <p>{entry.quote}</p>
                </Quote>
                <Caption>
                  <Person>
                    {photo && <Photo image={photo} alt={entry.photo?.alt ?? ''} />}
                    <Who>
                      <strong>{entry.name}</strong>
                      <span {...textLang(entry, 'role')}>
                        {entry.company
                          ? format(words.at, { role: entry.role, company: entry.company })
                          : entry.role}
                      </span>
                      <span>
                        <bdi {...textLang(entry, 'relationship')}>{entry.relationship}</bdi> ·{' '}
                        <bdi>
                          <DateText
                            date={entry.date}
                            shown={(entry.datesShown as DatesShown).date}
                          />
                        </bdi>
                      </span>
                    </Who>
                  </Person>
                  {entry.link && (
                    <Read>
                      <ExternalLink href={entry.link}>
                        {format(words.readBy, { name: entry.name })}
                      </ExternalLink>
                      <PrintedUrl href={entry.link} />
                    </Read>
                  )}
                </Caption>
              </Card>
            </li>
          );
        })}
      </CardGrid>
    </Section>
  );
}

export const query = graphql`
  fragment RecommendationCard on Recommendation {
    slug
    quote
    name
    role
    company
    relationship
    date
    datesShown
    link
    photo {
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
