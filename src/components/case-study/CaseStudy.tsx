import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { required } from '../../lib/required';
import { PROJECTS_SECTION_ID } from '../../shared/constants';
import { format, localePath } from '../../shared/i18n';
import { color, fontWeight, layout, mq, space } from '../../shared/tokens';
import { Layout } from '../layout/Layout';
import { ExternalLink } from '../ui/ExternalLink';
import { WithArrow } from '../ui/WithArrow';
import { CaseStudyBody } from './CaseStudyBody';
import { CaseStudyGallery } from './CaseStudyGallery';
import { CaseStudyHeader } from './CaseStudyHeader';
import { CaseStudyShot } from './CaseStudyShot';
import { projectOf, studyOf, type CaseStudyContext } from './project';

const Article = styled.article`
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: ${space[6]} ${space[4]} ${space[8]};

  ${mq.md} {
    padding: ${space[8]} ${space[6]} ${space[9]};
  }
`;

const Closing = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[5]};
  margin-top: ${space[8]};
  padding-top: ${space[5]};
  border-top: 1px solid ${color.border};
  font-weight: ${fontWeight.bold};

  a {
    color: ${color.accent};
  }

  ${mq.print} {
    display: none;
  }
`;

export interface CaseStudyProps {
  data: Queries.CaseStudyPageQuery;
  pageContext: CaseStudyContext;
}

/** A project's case study: what it is, the owner's part in it, the stack, the story, the shots. */
export function CaseStudy({ data, pageContext }: CaseStudyProps) {
  const site = required(data.owner, 'content/site.json');
  const tech = data.allTechItem.nodes;
  const project = projectOf(data, pageContext.slug);
  const study = studyOf(project);
  const hero = project.image?.src?.childImageSharp?.hero;
  const { lang, languages, messages } = pageContext;
  const words = messages.caseStudy;
  const projectsLink = `${localePath('/', lang, languages[0].lang)}#${PROJECTS_SECTION_ID}`;
  const shots = (study.gallery ?? []).flatMap((shot) => {
    const image = shot.src?.childImageSharp?.gatsbyImageData;
    return image ? [{ image, alt: shot.alt }] : [];
  });

  return (
    <Layout site={site}>
      <Article>
        <CaseStudyHeader project={project} study={study} tech={tech} projectsLink={projectsLink} />
        {hero && project.image && <CaseStudyShot image={hero} alt={project.image.alt} eager />}
        <CaseStudyBody study={study} html={study.text?.childMarkdownRemark?.html ?? ''} />
        <CaseStudyGallery shots={shots} />
        <Closing>
          <ExternalLink href={project.link}>
            <WithArrow label={format(words.visit, { title: project.title })} arrow="↗" />
          </ExternalLink>
          <Link to={projectsLink}>{words.allProjects}</Link>
        </Closing>
      </Article>
    </Layout>
  );
}
