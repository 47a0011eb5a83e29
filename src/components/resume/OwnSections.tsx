// The sections the owner adds by content alone (talks, volunteering, languages…), after the
// resume's others: each its heading and entries of one fixed shape.
import { graphql } from 'gatsby';
import { useTextLang } from '../../lib/language';
import { OwnEntries } from './OwnEntries';
import { ResumeSection } from './ResumeSection';

type Section = Queries.OwnSectionItemFragment;

/** Each of the owner's sections, in their order, with its entries in theirs. */
export function OwnSections({ sections }: { sections: readonly Section[] }) {
  const textLang = useTextLang();
  return sections.map((section) => (
    <ResumeSection
      key={section.slug}
      id={section.slug}
      title={section.heading}
      {...textLang(section, 'heading')}
    >
      <OwnEntries section={section} />
    </ResumeSection>
  ));
}

export const query = graphql`
  fragment OwnSectionItem on OwnSection {
    slug
    heading
    untranslated
    entries {
      slug
      title
      where
      date
      until
      datesShown
      place
      link
      summary
      bullets
      untranslated
    }
  }
`;
