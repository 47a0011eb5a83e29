import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { color, fontSize, fontWeight, mq, space } from '../../shared/tokens';
import { useTextLang } from '../../lib/language';

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
  return (
    <List>
      {education.map((entry) => (
        <li key={`${entry.degree}-${entry.school}`}>
          <Degree {...textLang(entry, 'degree')}>{entry.degree}</Degree>
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
    degree
    school
    location
    years
    untranslated
  }
`;
