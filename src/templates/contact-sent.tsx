import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { PageHeader } from '../components/ui/PageHeader';
import { Container } from '../components/ui/Section';
import type { PageLanguage } from '../shared/i18n';
import { required } from '../lib/required';
import { useTextLang } from '../lib/language';
import { WaysOn } from '../components/contact/Confirmation';

/** Where a message sent without script lands: the host has taken it. */
export default function ContactSentPage({
  data,
}: PageProps<Queries.ContactSentPageQuery, PageLanguage>) {
  const site = required(data.owner, 'content/site.json');
  const contact = required(site.contact, 'content/site.json (contact)');
  const textLang = useTextLang();
  return (
    <Layout site={site}>
      <Container>
        <PageHeader
          title={contact.sentHeading}
          lede={contact.sentText}
          titleLang={textLang(contact, 'sentHeading')}
          ledeLang={textLang(contact, 'sentText')}
        />
        <WaysOn />
      </Container>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ContactSentPageQuery, PageLanguage>) {
  const site = required(data.owner, 'content/site.json');
  const contact = required(site.contact, 'content/site.json (contact)');
  return <Seo site={site} language={pageContext} title={contact.sentHeading} noindex />;
}

export const query = graphql`
  query ContactSentPage($lang: String!) {
    owner(lang: { eq: $lang }) {
      ...LayoutSite
      ...SeoSite
      contact {
        sentHeading
        sentText
        untranslated
      }
    }
  }
`;
