import { Fragment } from 'react';
import { graphql } from 'gatsby';
import { useMessages, useTextLang } from '../../lib/language';
import { formatParts } from '../../shared/i18n';
import { Entry, EntryHeading, EntryList, Facts } from './EntryList';

export interface EducationListProps {
  education: readonly Queries.EducationItemFragment[];
}

export function EducationList({ education }: EducationListProps) {
  const textLang = useTextLang();
  const { resume } = useMessages();
  return (
    <EntryList>
      {education.map((entry) => (
        <Entry key={entry.slug}>
          <EntryHeading>
            {formatParts(entry.field ? resume.degreeIn : '{degree}', {
              degree: <span {...textLang(entry, 'degree')}>{entry.degree}</span>,
              field: <span {...textLang(entry, 'field')}>{entry.field}</span>,
            }).map((part, index) => (
              <Fragment key={index}>{part}</Fragment>
            ))}
          </EntryHeading>
          <Facts>
            {[
              <span key="school" {...textLang(entry, 'school')}>
                {entry.school}
              </span>,
              <span key="location" {...textLang(entry, 'location')}>
                {entry.location}
              </span>,
              <span key="years" {...textLang(entry, 'years')}>
                {entry.years}
              </span>,
            ]}
          </Facts>
        </Entry>
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
