import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Hero } from '../components/home/Hero';
import { Projects } from '../components/home/Projects';
import { SocialLinks } from '../components/home/SocialLinks';
import { TechStack } from '../components/home/TechStack';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { Section } from '../components/ui/Section';
import { required } from '../lib/required';

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const site = required(data.siteJson, 'content/site.json');
  const { tech } = required(data.techJson, 'content/tech.json');
  const { projects } = required(data.projectsJson, 'content/projects.json');
  return (
    <Layout site={site} isHome>
      <Hero greeting={site.greeting} role={site.role} intro={site.intro} location={site.location}>
        <SocialLinks links={site.social} />
      </Hero>
      <Section
        id="tech-stack"
        title="Tech Stack"
        lede="The tools I reach for to design, build and ship products."
      >
        <TechStack items={tech} />
      </Section>
      <Projects projects={projects} />
    </Layout>
  );
}

export function Head({ data }: HeadProps<Queries.HomePageQuery>) {
  return (
    <Seo site={required(data.siteJson, 'content/site.json')} path="/" structuredData="person" />
  );
}

export const query = graphql`
  query HomePage {
    siteJson {
      ...LayoutSite
      ...SeoSite
      greeting
      role
      intro
      location
      social {
        ...SocialLinkItem
      }
    }
    techJson {
      tech {
        ...TechCard
      }
    }
    projectsJson {
      projects {
        ...ProjectCard
      }
    }
  }
`;
