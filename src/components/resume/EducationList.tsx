import { Fragment } from 'react';
import { graphql } from 'gatsby';
import { useMessages, useTextLang } from '../../lib/language';
import { formatParts } from '../../shared/i18n';
import { EntryHeading, EntryList, EntryMeta } from './entryStyle';

export interface EducationListProps {
  education: readonly Queries.EducationItemFragment[];
}

export function EducationList({ education }: EducationListProps) {
  const textLang = useTextLang();
  const { resume } = useMessages();
  return (
    <EntryList>
      {education.map((entry) => (
        <li key={entry.slug}>
          <EntryHeading>
            {formatParts(entry.field ? resume.degreeIn : '{degree}', {
              degree: <span {...textLang(entry, 'degree')}>{entry.degree}</span>,
              field: <span {...textLang(entry, 'field')}>{entry.field}</span>,
            }).map((part, index) => (
              <Fragment key={index}>{part}</Fragment>
            ))}
          </EntryHeading>
          <EntryMeta>
            <span {...textLang(entry, 'school')}>{entry.school}</span>,{' '}
            <span {...textLang(entry, 'location')}>{entry.location}</span> ·{' '}
            <span {...textLang(entry, 'years')}>{entry.years}</span>
          </EntryMeta>
        </li>
      ))}
    </EntryList>
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
