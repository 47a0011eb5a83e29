import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { format, useMessages, useTextLang } from '../../lib/language';
import { color, fontSize, fontWeight, mq, space } from '../../shared/tokens';
import { StatusBadge } from '../home/StatusBadge';
import { ButtonLink } from '../ui/ButtonLink';
import { WithArrow } from '../ui/WithArrow';
import { ExternalLink } from '../ui/ExternalLink';
import { PrintedUrl } from '../ui/PrintedUrl';
import { CaseStudyFacts, type CaseStudyFactsProps } from './CaseStudyFacts';

const Narrow = styled.div`
  max-width: 46rem;
`;

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${space[5]};
  color: ${color.muted};
  font-size: ${fontSize.sm};
  text-decoration: none;

  &:hover {
    color: ${color.accent};
    text-decoration: underline;
  }

  ${mq.print} {
    display: none;
  }
`;

const Title = styled.h1`
  margin-top: ${space[3]};
  font-size: clamp(2rem, 5vw, 3rem);
  font-weight: ${fontWeight.bold};
  line-height: 1.1;
  letter-spacing: -0.02em;
  overflow-wrap: anywhere;
`;

const Lede = styled.p`
  margin-top: ${space[4]};
  color: ${color.muted};
  font-size: ${fontSize.lg};
  /* A short introduction: its lines as even as its words allow. */
  text-wrap: balance;
`;

const Actions = styled.div`
  margin-top: ${space[6]};
`;

export interface CaseStudyHeaderProps extends CaseStudyFactsProps {
  project: Queries.ProjectSummaryFragment;
  /** The home page's list of projects, in the page's language. */
  projectsLink: string;
}

/**
 * The top of a case study: the way back, the project's status, name and summary, the facts at a
 * glance and the link to the project.
 */
export function CaseStudyHeader({ project, study, tech, projectsLink }: CaseStudyHeaderProps) {
  const { caseStudy: words } = useMessages();
  const textLang = useTextLang();
  return (
    <>
      <Narrow>
        <Back to={projectsLink}>
          <WithArrow label={words.allProjects} arrow="←" at="start" />
        </Back>
        <div>
          <StatusBadge status={project.status} />
        </div>
        <Title {...textLang(project, 'title')}>{project.title}</Title>
        <Lede {...textLang(project, 'description')}>{project.description}</Lede>
      </Narrow>
      <CaseStudyFacts study={study} tech={tech} />
      <Actions>
        <ButtonLink as={ExternalLink} href={project.link}>
          <WithArrow label={format(words.visit, { title: project.title })} arrow="↗" />
        </ButtonLink>
      </Actions>
      <PrintedUrl href={project.link} />
    </>
  );
}
