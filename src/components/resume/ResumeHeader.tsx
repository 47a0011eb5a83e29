import styled from '@emotion/styled';
import { graphql, Link, withPrefix } from 'gatsby';
import { CONTACT_CARD_PATH, CONTACT_PATH, CV_PATH } from '../../shared/constants';
import { contactFilename, displayUrl, mailtoHref, telHref } from '../../shared/contact';
import { color, fontSize, fontWeight, mq, radius, space } from '../../shared/tokens';
import { ButtonLink, inlineLinkStyle } from '../ui/ButtonLink';
import { ExternalLink } from '../ui/ExternalLink';
import { Icon } from '../ui/Icon';
import { format, usePageLanguage, useTextLang } from '../../lib/language';
import { canTypeset, fileNameIn, localePath } from '../../shared/i18n';

const DOWNLOAD_ICON = 'M11 3h2v10.2l3.6-3.6 1.4 1.4-6 6-6-6 1.4-1.4 3.6 3.6zM4 19h16v2H4z';
const CONTACT_ICON =
  'M9 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm0 8c3.3 0 7 1.6 7 4v2H2v-2c0-2.4 3.7-4 7-4zm0 2c-2.5 0-4.6 1.1-5 2h10c-.4-.9-2.5-2-5-2zm10-7h2v2h2v2h-2v2h-2v-2h-2v-2h2z';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${space[5]};
  padding-bottom: ${space[6]};
  border-bottom: 1px solid ${color.border};

  ${mq.md} {
    flex-direction: row;
    align-items: flex-start;
    justify-content: space-between;
  }
`;

const Name = styled.h1`
  font-size: ${fontSize['2xl']};
  font-weight: ${fontWeight.bold};

  ${mq.md} {
    font-size: 2.441rem;
  }
`;

const JobTitle = styled.p`
  margin-top: ${space[1]};
  color: ${color.accent};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
  /* A line or two under the heading: as even as its words allow. */
  text-wrap: balance;
`;

const Contacts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]} ${space[5]};
  margin: ${space[4]} 0 0;
  padding: 0;
  list-style: none;
  color: ${color.muted};
  font-size: ${fontSize.sm};

  ${inlineLinkStyle}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  flex-shrink: 0;
  align-self: flex-start;
  gap: ${space[3]};

  ${mq.print} {
    display: none;
  }
`;

/** The second action: outlined, beside the filled 'Download CV'. */
const SaveContact = styled(ButtonLink)`
  border: 1px solid ${color.border};
  border-radius: ${radius.full};
  background: ${color.surface};
  color: ${color.accent};

  &:hover {
    background: ${color.accentSoft};
  }
`;

export interface ResumeHeaderProps {
  site: Queries.ResumeHeaderFragment;
}

/** Who the resume is about, how to reach them, and the CV and contact card downloads. */
export function ResumeHeader({ site }: ResumeHeaderProps) {
  const { lang, languages, messages } = usePageLanguage();
  const textLang = useTextLang();
  const words = messages.resume;
  const own = languages[0].lang;
  // A language the PDF cannot be set in offers the default language's CV, and says so.
  const cvLang = canTypeset(lang) ? lang : own;
  const cvLanguageName = languages.find((language) => language.lang === cvLang)?.name ?? cvLang;
  return (
    <Header>
      <div>
        <Name {...textLang(site, 'name')}>{site.name}</Name>
        <JobTitle {...textLang(site, 'title')}>{site.title}</JobTitle>
        <Contacts aria-label={words.contact}>
          <li {...textLang(site, 'location')}>{site.location}</li>
          <li>
            {/* Numbers and addresses read left to right, also in a right-to-left page. */}
            <a href={telHref(site.phone)} dir="ltr">
              {site.phone}
            </a>
          </li>
          <li>
            <a href={mailtoHref(site.email)} dir="ltr">
              {site.email}
            </a>
          </li>
          <li>
            <ExternalLink href={site.website} dir="ltr">
              {displayUrl(site.website)}
            </ExternalLink>
          </li>
          {/* The words for it come only with a contact page in the content (site-content). */}
          {messages.contact && (
            <li>
              <Link to={localePath(CONTACT_PATH, lang, own)}>{messages.contact.link}</Link>
            </li>
          )}
        </Contacts>
      </div>
      <Actions>
        <ButtonLink
          href={withPrefix(localePath(CV_PATH, cvLang, own))}
          download={fileNameIn(site.cvFilename, cvLang, own)}
          hrefLang={cvLang}
        >
          <Icon path={DOWNLOAD_ICON} size={20} />
          {cvLang === lang
            ? words.downloadCv
            : format(words.downloadCvIn, { language: cvLanguageName })}
        </ButtonLink>
        <SaveContact href={withPrefix(CONTACT_CARD_PATH)} download={contactFilename(site)}>
          <Icon path={CONTACT_ICON} size={20} />
          {words.saveContact}
        </SaveContact>
      </Actions>
    </Header>
  );
}

export const query = graphql`
  fragment ResumeHeader on Owner {
    name
    title
    location
    phone
    email
    website
    cvFilename
    contactFilename
    untranslated
  }
`;
