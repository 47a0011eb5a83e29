// The case study's page: its data and its head. What it shows is in components/case-study.
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { CaseStudy } from '../components/case-study/CaseStudy';
import {
  projectOf,
  stackOf,
  studyOf,
  type CaseStudyContext,
} from '../components/case-study/project';
import { Seo } from '../components/layout/Seo';
import { required } from '../lib/required';
import { format } from '../shared/i18n';

export default function CaseStudyPage({
  data,
  pageContext,
}: PageProps<Queries.CaseStudyPageQuery, CaseStudyContext>) {
  return <CaseStudy data={data} pageContext={pageContext} />;
}

export function Head({
  data,
  pageContext,
}: HeadProps<Queries.CaseStudyPageQuery, CaseStudyContext>) {
  const site = required(data.owner, 'content/site.json');
  const project = projectOf(data, pageContext.slug);
  const study = studyOf(project);
  const share = project.image?.src?.childImageSharp?.share;
  return (
    <Seo
      site={site}
      language={pageContext}
      title={format(pageContext.messages.caseStudy.pageTitle, { title: project.title })}
      description={project.description}
      image={
        share?.src && share.width && share.height && project.image
          ? { src: share.src, width: share.width, height: share.height, alt: project.image.alt }
          : undefined
      }
      creativeWork={{
        name: project.title,
        description: project.description,
        sameAs: project.link,
        keywords: stackOf(study, data.allTechItem.nodes).map((item) => item.name),
      }}
    />
  );
}

export const query = graphql`
  query CaseStudyPage($slug: String!, $lang: String!) {
    owner(lang: { eq: $lang }) {
      ...LayoutSite
      ...SeoSite
    }
    allTechItem(filter: { lang: { eq: $lang } }) {
      nodes {
        slug
        name
        ...TechIconItem
      }
    }
    project(slug: { eq: $slug }, lang: { eq: $lang }) {
      ...ProjectSummary
      image {
        src {
          childImageSharp {
            hero: gatsbyImageData(
              layout: FULL_WIDTH
              breakpoints: [600, 900, 1200, 1600]
              sizes: "(min-width: 1200px) 1136px, calc(100vw - 2rem)"
              placeholder: DOMINANT_COLOR
              formats: [AUTO, WEBP, AVIF]
            )
            share: resize(width: 1200, height: 630, cropFocus: NORTH, toFormat: JPG) {
              src
              width
              height
            }
          }
        }
      }
      caseStudy {
        untranslated
        role
        years
        stack
        outcome
        text {
          childMarkdownRemark {
            html
          }
        }
        gallery {
          alt
          src {
            childImageSharp {
              gatsbyImageData(
                layout: FULL_WIDTH
                breakpoints: [400, 600, 800, 1200]
                sizes: "(min-width: 768px) 50vw, 100vw"
                placeholder: DOMINANT_COLOR
                formats: [AUTO, WEBP, AVIF]
              )
            }
          }
        }
      }
    }
  }
`;
