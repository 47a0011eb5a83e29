import styled from '@emotion/styled';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Fragment } from 'react';
import { ContactForm } from '../components/contact/ContactForm';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { ButtonLink } from '../components/ui/ButtonLink';
import { PageHeader } from '../components/ui/PageHeader';
import { Container } from '../components/ui/Section';
import { formatParts, type PageLanguage } from '../shared/i18n';
import { mailtoHref } from '../shared/contact';
import { required } from '../lib/required';
import { useTextLang } from '../lib/language';
import { contactFormWords } from '../components/contact/fields';
import { color, fontSize, space } from '../shared/tokens';

const Note = styled.p`
  max-width: 40rem;
  margin-top: ${space[6]};
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

const MailOnly = styled.div`
  display: grid;
  gap: ${space[4]};
  justify-items: start;
  max-width: 40rem;
`;

/** The contact page: its form, or on a site that sends no messages, a link to write an e-mail. */
export default function ContactPage({
  data,
  pageContext,
}: PageProps<Queries.ContactPageQuery, PageLanguage>) {
  const site = required(data.owner, 'content/site.json');
  const contact = required(site.contact, 'content/site.json (contact)');
  const words = contactFormWords(pageContext.messages);
  const textLang = useTextLang();
  const address = (
    <a href={mailtoHref(site.email)} dir="ltr">
      {site.email}
    </a>
  );
  return (
    <Layout site={site}>
      <Container>
        <PageHeader
          title={contact.heading}
          lede={contact.lede}
          titleLang={textLang(contact, 'heading')}
          ledeLang={textLang(contact, 'lede')}
        />
        {contact.via === 'mail' ? (
          <MailOnly>
            <p>
              {formatParts(words.mailOnly, { email: address }).map((part, index) => (
                <Fragment key={index}>{part}</Fragment>
              ))}
            </p>
            <ButtonLink href={mailtoHref(site.email)}>{words.mailButton}</ButtonLink>
          </MailOnly>
        ) : (
          <ContactForm contact={contact} email={site.email} />
        )}
        <Note {...textLang(contact, 'note')}>{contact.note}</Note>
      </Container>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ContactPageQuery, PageLanguage>) {
  const site = required(data.owner, 'content/site.json');
  const contact = required(site.contact, 'content/site.json (contact)');
  return (
    <Seo site={site} language={pageContext} title={contact.heading} description={contact.lede} />
  );
}

export const query = graphql`
  query ContactPage($lang: String!) {
    owner(lang: { eq: $lang }) {
      ...LayoutSite
      ...SeoSite
      contact {
        ...ContactForm
        lede
        note
      }
    }
  }
`;
