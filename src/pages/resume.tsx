import styled from '@emotion/styled';
import { graphql, withPrefix, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { BulletList } from '../components/resume/BulletList';
import { Awards } from '../components/resume/Awards';
import { Certifications } from '../components/resume/Certifications';
import { EducationList } from '../components/resume/EducationList';
import { ProductList } from '../components/resume/ProductList';
import { Publications } from '../components/resume/Publications';
import { ResumeHeader } from '../components/resume/ResumeHeader';
import { OwnSections } from '../components/resume/OwnSections';
import { ResumeSection } from '../components/resume/ResumeSection';
import { SkillGroups } from '../components/resume/SkillGroups';
import { JSON_RESUME_PATH } from '../shared/constants';
import { format, localePath, type PageLanguage } from '../shared/i18n';
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

export default function ResumePage({
  data,
  pageContext,
}: PageProps<Queries.ResumePageQuery, PageLanguage>) {
  const site = required(data.owner, 'content/site.json');
  const resume = required(data.resume, 'content/resume.json');
  const words = pageContext.messages.resume;
  const credentialWords = pageContext.messages.credentials;
  const certifications = data.allCertification.nodes;
  const awards = data.allAward.nodes;
  const publications = data.allPublication.nodes;
  const summaryLang = resume.untranslated?.includes('summary')
    ? pageContext.languages[0].lang
    : undefined;
  return (
    <Layout site={site}>
      <Paper>
        <ResumeHeader site={site} />
        <ResumeSection id="summary" title={words.summary}>
          <BulletList items={resume.summary} lang={summaryLang} />
        </ResumeSection>
        <ResumeSection id="products" title={words.products}>
          <ProductList products={data.allResumeProduct.nodes} />
        </ResumeSection>
        <ResumeSection id="skills" title={words.skills}>
          <SkillGroups groups={data.allSkillGroup.nodes} />
        </ResumeSection>
        <ResumeSection id="education" title={words.education}>
          <EducationList education={data.allEducation.nodes} />
        </ResumeSection>
        {/* After the resume's four sections, each further one only when the content lists any. */}
        {credentialWords && certifications.length > 0 && (
          <ResumeSection id="certifications" title={credentialWords.certifications}>
            <Certifications certifications={certifications} words={credentialWords} />
          </ResumeSection>
        )}
        {credentialWords && awards.length > 0 && (
          <ResumeSection id="awards" title={credentialWords.awards}>
            <Awards awards={awards} />
          </ResumeSection>
        )}
        {credentialWords && publications.length > 0 && (
          <ResumeSection id="publications" title={credentialWords.publications}>
            <Publications publications={publications} words={credentialWords} />
          </ResumeSection>
        )}
        <OwnSections sections={data.allOwnSection.nodes} />
      </Paper>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ResumePageQuery, PageLanguage>) {
  const site = required(data.owner, 'content/site.json');
  const { lang, languages, messages } = pageContext;
  return (
    <>
      <Seo
        site={site}
        language={pageContext}
        title={messages.resume.title}
        structuredData="profile"
        description={format(messages.resume.description, { name: site.name, title: site.title })}
      />
      {/* The same resume for tools (applicant-tracking systems), in the JSON Resume format. */}
      {/* (No hreflang: it is no translation of the page, and search engines read it as one.) */}
      <link
        rel="alternate"
        type="application/json"
        href={withPrefix(localePath(JSON_RESUME_PATH, lang, languages[0].lang))}
      />
    </>
  );
}

export const query = graphql`
  query ResumePage($lang: String!) {
    owner(lang: { eq: $lang }) {
      ...LayoutSite
      ...SeoSite
      ...ResumeHeader
    }
    resume(lang: { eq: $lang }) {
      summary
      untranslated
    }
    allResumeProduct(filter: { lang: { eq: $lang } }, sort: { position: ASC }) {
      nodes {
        ...ResumeProductItem
      }
    }
    allSkillGroup(filter: { lang: { eq: $lang } }, sort: { position: ASC }) {
      nodes {
        ...SkillGroupItem
      }
    }
    allEducation(filter: { lang: { eq: $lang } }, sort: { position: ASC }) {
      nodes {
        ...EducationItem
      }
    }
    allCertification(filter: { lang: { eq: $lang } }, sort: { position: ASC }) {
      nodes {
        ...CertificationItem
      }
    }
    allAward(filter: { lang: { eq: $lang } }, sort: { position: ASC }) {
      nodes {
        ...AwardItem
      }
    }
    allPublication(filter: { lang: { eq: $lang } }, sort: { position: ASC }) {
      nodes {
        ...PublicationItem
      }
    }
    allOwnSection(filter: { lang: { eq: $lang } }, sort: { position: ASC }) {
      nodes {
        ...OwnSectionItem
      }
    }
  }
`;
