import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Hero } from '../components/home/Hero';
import { HomeSections } from '../components/home/HomeSections';
import { LatestPosts } from '../components/home/LatestPosts';
import { ContactInvitation } from '../components/home/ContactInvitation';
import { Projects } from '../components/home/Projects';
import { Recommendations } from '../components/home/Recommendations';
import { SocialLinks } from '../components/home/SocialLinks';
import { TechStack } from '../components/home/TechStack';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { Section } from '../components/ui/Section';
import { required } from '../lib/required';
import type { PageLanguage } from '../shared/i18n';

export default function HomePage({
  data,
  pageContext,
}: PageProps<Queries.HomePageQuery, PageLanguage>) {
  const site = required(data.owner, 'content/site.json');
  const tech = data.allTechItem.nodes;
  const projects = data.allProject.nodes;
  const recommendations = data.allRecommendation.nodes;
  return (
    <Layout site={site} isHome>
      <Hero
        greeting={site.greeting}
        role={site.role}
        intro={site.intro}
        location={site.location}
        portrait={
          site.portrait?.src?.childImageSharp && {
            image: site.portrait.src.childImageSharp.gatsbyImageData,
            alt: site.portrait.alt,
          }
        }
        untranslated={site.untranslated}
      >
        <SocialLinks links={site.social} />
      </Hero>
      <Section
        id="tech-stack"
        title={pageContext.messages.home.techTitle}
        lede={pageContext.messages.home.techLede}
      >
        <TechStack items={tech} />
      </Section>
      <Projects projects={projects} />
      {recommendations.length > 0 && pageContext.messages.recommendations && (
        <Recommendations
          recommendations={recommendations}
          words={pageContext.messages.recommendations}
        />
      )}
      <HomeSections sections={data.allOwnSection} />
      <LatestPosts posts={data.latestPosts} />
      {site.contact && <ContactInvitation contact={site.contact} />}
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.HomePageQuery, PageLanguage>) {
  return (
    <Seo
      site={required(data.owner, 'content/site.json')}
      language={pageContext}
      structuredData="person"
    />
  );
}

export const query = graphql`
  query HomePage($lang: String!, $homeSections: Boolean = false, $writing: Boolean = false) {
    owner(lang: { eq: $lang }) {
      ...LayoutSite
      ...SeoSite
      greeting
      role
      intro
      location
      untranslated
      portrait {
        alt
        src {
          childImageSharp {
            gatsbyImageData(
              width: 120
              height: 120
              layout: FIXED
              placeholder: DOMINANT_COLOR
              formats: [AUTO, WEBP, AVIF]
              transformOptions: { cropFocus: ATTENTION }
            )
          }
        }
      }
      social {
        ...SocialLinkItem
      }
      contact {
        ...ContactInvitation
      }
    }
    allTechItem(filter: { lang: { eq: $lang } }, sort: { position: ASC }) {
      nodes {
        ...TechCard
      }
    }
    allProject(filter: { lang: { eq: $lang } }, sort: { position: ASC }) {
      nodes {
        ...ProjectCard
      }
    }
    # The owner's choice: every recommendation but those kept off home.
    allRecommendation(
      filter: { lang: { eq: $lang }, hideOnHome: { ne: true } }
      sort: { position: ASC }
    ) {
      nodes {
        ...RecommendationCard
      }
    }
    # The owner's own sections they chose to show on home too, asked for only when there are any
    # (src/shared/parts.ts), so that home's page data weighs what it did without them.
    allOwnSection(filter: { lang: { eq: $lang }, home: { eq: true } }, sort: { position: ASC })
      @include(if: $homeSections) {
      nodes {
        ...OwnSectionItem
      }
    }
    # The three latest posts, asked for only when there are any (src/shared/parts.ts).
    latestPosts: allPost(
      filter: { lang: { eq: $lang } }
      sort: [{ date: DESC }, { slug: ASC }]
      limit: 3
    ) @include(if: $writing) {
      nodes {
        ...PostListItem
      }
    }
  }
`;
