import styled from '@emotion/styled';
import { Fragment } from 'react';
import { graphql } from 'gatsby';
import { color, fontSize, fontWeight, mq, space } from '../../shared/tokens';
import { useMessages, useTextLang } from '../../lib/language';
import { formatParts } from '../../shared/i18n';

const List = styled.ul`
  display: grid;
  gap: ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${mq.print} {
    li {
      break-inside: avoid;
    }
  }
`;

const Degree = styled.h3`
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.bold};
`;

const Meta = styled.p`
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

export interface EducationListProps {
  education: readonly Queries.EducationItemFragment[];
}

export function EducationList({ education }: EducationListProps) {
  const textLang = useTextLang();
  const { resume } = useMessages();
  return (
    <List>
      {education.map((entry) => (
        <li key={entry.slug}>
          <Degree>
            {formatParts(entry.field ? resume.degreeIn : '{degree}', {
              degree: <span {...textLang(entry, 'degree')}>{entry.degree}</span>,
              field: <span {...textLang(entry, 'field')}>{entry.field}</span>,
            }).map((part, index) => (
              <Fragment key={index}>{part}</Fragment>
            ))}
          </Degree>
          <Meta>
            <span {...textLang(entry, 'school')}>{entry.school}</span>,{' '}
            <span {...textLang(entry, 'location')}>{entry.location}</span> ·{' '}
            <span {...textLang(entry, 'years')}>{entry.years}</span>
          </Meta>
        </li>
      ))}
    </List>
  );
}

export const query = graphql`
  fragment EducationItem on Education {
    slug
    degree
    field
    school
    location
    years
    untranslated
  }
`;
