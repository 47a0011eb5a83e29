import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { PROJECTS_SECTION_ID } from '../../shared/constants';
import { color, fontWeight, space } from '../../shared/tokens';
import { useLocalPath, usePageLanguage } from '../../lib/language';
import { buttonStyle } from '../ui/ButtonLink';
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
