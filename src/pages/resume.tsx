import styled from '@emotion/styled';
import { graphql, withPrefix, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { BulletList } from '../components/resume/BulletList';
import { EducationList } from '../components/resume/EducationList';
import { ProductList } from '../components/resume/ProductList';
import { ResumeHeader } from '../components/resume/ResumeHeader';
import { ResumeSection } from '../components/resume/ResumeSection';
import { SkillGroups } from '../components/resume/SkillGroups';
import { JSON_RESUME_PATH, RESUME_SECTIONS } from '../shared/constants';
import { required } from '../lib/required';
import { color, mq, radius, shadow, space } from '../shared/tokens';

const Paper = styled.div`
  max-width: 56rem;
  margin: ${space[6]} auto 0;
  padding: ${space[6]} ${space[4]};
  background: ${color.surface};
  border-block: 1px solid ${color.border};

  ${mq.md} {
    margin-top: ${space[8]};
    padding: ${space[8]};
    border: 1px solid ${color.border};
    border-radius: ${radius.lg};
    box-shadow: ${shadow.card};
  }

  ${mq.print} {
    max-width: none;
    margin: 0;
    padding: 0;
    border: 0;
    border-radius: 0;
    background: none;
    box-shadow: none;
  }
`;

export default function ResumePage({ data }: PageProps<Queries.ResumePageQuery>) {
  const site = required(data.siteJson, 'content/site.json');
  const resume = required(data.resumeJson, 'content/resume.json');
  return (
    <Layout site={site}>
      <Paper>
        <ResumeHeader site={site} />
        <ResumeSection id="summary" title={RESUME_SECTIONS.summary}>
          <BulletList items={resume.summary} />
        </ResumeSection>
        <ResumeSection id="products" title={RESUME_SECTIONS.products}>
          <ProductList products={resume.products} />
        </ResumeSection>
        <ResumeSection id="skills" title={RESUME_SECTIONS.skills}>
          <SkillGroups groups={resume.skills} />
        </ResumeSection>
        <ResumeSection id="education" title={RESUME_SECTIONS.education}>
          <EducationList education={resume.education} />
        </ResumeSection>
      </Paper>
    </Layout>
  );
}

export function Head({ data }: HeadProps<Queries.ResumePageQuery>) {
  const site = required(data.siteJson, 'content/site.json');
  return (
    <>
      <Seo
        site={site}
        title="Resume"
        path="/resume"
        structuredData="profile"
        description={`Resume of ${site.name}, ${site.title}: experience, products, technical skills and education.`}
      />
      {/* The same resume for tools (applicant-tracking systems), in the JSON Resume format. */}
      <link rel="alternate" type="application/json" href={withPrefix(JSON_RESUME_PATH)} />
    </>
  );
}

export const query = graphql`
  query ResumePage {
    siteJson {
      ...LayoutSite
      ...SeoSite
      ...ResumeHeader
    }
    resumeJson {
      summary
      products {
        ...ResumeProductItem
      }
      skills {
        ...SkillGroupItem
      }
      education {
        ...EducationItem
      }
    }
  }
`;
