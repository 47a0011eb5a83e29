// The sections of the owner's own that they chose to show on home too ("home": true), after the
// projects and the recommendations: each under the home page's own kind of heading, its entries
// as the resume lists them.
import { useTextLang } from '../../lib/language';
import { OwnEntries } from '../resume/OwnEntries';
import { Section } from '../ui/Section';

/** `sections`: the query's, which asks for them only when some show on home (absent if none),
 *  so that home's own script carries nothing more for them. */
export function HomeSections({
  sections,
}: {
  sections?: { nodes: readonly Queries.OwnSectionItemFragment[] };
}) {
  const textLang = useTextLang();
  return (sections?.nodes ?? []).map((section) => (
    <Section
      key={section.slug}
      id={section.slug}
      title={section.heading}
      titleLang={textLang(section, 'heading')}
    >
      <OwnEntries section={section} />
    </Section>
  ));
}
