import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { color, fontSize, fontWeight, mq, space } from '../../shared/tokens';

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
  return (
    <List>
      {education.map((entry) => (
        <li key={`${entry.degree}-${entry.school}`}>
          <Degree>{entry.degree}</Degree>
          <Meta>
            {entry.school}, {entry.location} · {entry.years}
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
  }
`;
