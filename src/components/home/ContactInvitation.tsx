import styled from '@emotion/styled';
import { graphql, Link } from 'gatsby';
import { CONTACT_PATH } from '../../shared/constants';
import { useLocalPath, useMessages, useTextLang } from '../../lib/language';
import { buttonStyle } from '../ui/ButtonLink';
import { Section } from '../ui/Section';

const WriteLink = styled(Link)`
  ${buttonStyle}
`;

/** The end of the home page, after the projects: an invitation to write, and the way there. */
export function ContactInvitation({ contact }: { contact: Queries.ContactInvitationFragment }) {
  const { contact: words } = useMessages();
  const localPath = useLocalPath();
  const textLang = useTextLang();
  return (
    <Section
      id="contact"
      title={contact.heading}
      lede={contact.lede}
      titleLang={textLang(contact, 'heading')}
      ledeLang={textLang(contact, 'lede')}
    >
      {words && <WriteLink to={localPath(CONTACT_PATH)}>{words.write}</WriteLink>}
    </Section>
  );
}

export const query = graphql`
  fragment ContactInvitation on ContactPage {
    heading
    lede
    untranslated
  }
`;
