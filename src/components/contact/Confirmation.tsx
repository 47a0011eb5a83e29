import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { useEffect, useRef } from 'react';
import { PROJECTS_SECTION_ID } from '../../shared/constants';
import { color, fontWeight, space } from '../../shared/tokens';
import { useLocalPath, usePageLanguage, useTextLang } from '../../lib/language';
import { buttonStyle } from '../ui/ButtonLink';
import { Sent } from './contactFormStyle';
import { contactFormWords } from './fields';

const Row = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[4]} ${space[5]};
  margin-top: ${space[5]};
`;

const Home = styled(Link)`
  ${buttonStyle}
`;

const Projects = styled(Link)`
  color: ${color.accent};
  font-weight: ${fontWeight.bold};
  text-underline-offset: 0.2em;
`;

/** Where a visitor goes once their message is sent: home, or the projects. */
export function WaysOn() {
  const { messages } = usePageLanguage();
  const localPath = useLocalPath();
  return (
    <Row>
      <Home to={localPath('/')}>{contactFormWords(messages).back}</Home>
      <Projects to={`${localPath('/')}#${PROJECTS_SECTION_ID}`}>
        {messages.caseStudy.allProjects}
      </Projects>
    </Row>
  );
}

export interface ConfirmationProps {
  contact: Queries.ContactFormFragment;
}

/** A message sent in place: the confirmation, announced and focused, then the way on. */
export function Confirmation({ contact }: ConfirmationProps) {
  const textLang = useTextLang();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <Sent role="status">
        <h2 ref={heading} tabIndex={-1} {...textLang(contact, 'sentHeading')}>
          {contact.sentHeading}
        </h2>
        <p {...textLang(contact, 'sentText')}>{contact.sentText}</p>
      </Sent>
      <WaysOn />
    </>
  );
}
