import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { format, type Messages } from '../../shared/i18n';
import { color, fontSize, fontWeight, mq, radius, shadow, space } from '../../shared/tokens';
import { useTextLang } from '../../lib/language';
import { DateText, FactLine, type DatesShown } from '../resume/EntryList';
import { CardGrid } from '../ui/CardGrid';
import { ExternalLink } from '../ui/ExternalLink';
import { WithArrow } from '../ui/WithArrow';
import { PrintedUrl } from '../ui/PrintedUrl';
import { Screenshot } from '../ui/Screenshot';
import { Section } from '../ui/Section';

/** `count` rows of the grid around, shared with the cards beside (subgrid), spaced by nothing. */
const rowsOfGrid = (count: number) => css`
  display: grid;
  grid-row: span ${count};
  grid-template-rows: subgrid;
  row-gap: 0;
`;

// Each card spans three rows of the grid, which the cards beside it share (subgrid): the quote,
// who said it, the link to it. Names and links line up whatever a quote's length or whether a
// card has a link.
const Item = styled.li`
  ${rowsOfGrid(3)}
`;

// Its rows are spaced by their contents' margins, not by gaps: a card without a link keeps no
// gap for the row it leaves empty.
const Card = styled.figure`
  ${rowsOfGrid(3)}
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
  ${rowsOfGrid(2)}
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Person = styled.div`
  margin-top: ${space[4]};
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

// As a project card's own link: the accent, bold, underlined when pointed at.
const Read = styled.p`
  margin-top: ${space[4]};
  font-size: ${fontSize.sm};

  a {
    color: ${color.accent};
    font-weight: ${fontWeight.bold};
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
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
            <Item key={entry.slug}>
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
                        <FactLine>
                          {[
                            <span key="relationship" {...textLang(entry, 'relationship')}>
                              {entry.relationship}
                            </span>,
                            <DateText
                              key="date"
                              date={entry.date}
                              shown={(entry.datesShown as DatesShown).date}
                            />,
                          ]}
                        </FactLine>
                      </span>
                    </Who>
                  </Person>
                  {entry.link && (
                    <Read>
                      <ExternalLink href={entry.link}>
                        <WithArrow label={format(words.readBy, { name: entry.name })} arrow="↗" />
                      </ExternalLink>
                      <PrintedUrl href={entry.link} />
                    </Read>
                  )}
                </Caption>
              </Card>
            </Item>
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
