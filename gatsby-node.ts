// The schema of the content: every page's data comes through these types. The build-time work
// (content check, CV, page rewrites, publishing files) is in the local plugins under plugins/.
import type { GatsbyNode } from 'gatsby';
import { bundledIconPath } from './src/lib/icons';

// Every content type is declared here with @dontInfer: a typo in content/*.json must never
// turn into a silently nullable field. Non-null (!) marks what a page needs to render.
const typeDefs = `
  type SocialLink {
    name: String!
    url: String!
    icon: String!
    iconPath: String
  }

  type Company {
    name: String!
    url: String!
  }

  type SiteJson implements Node @dontInfer {
    name: String!
    greeting: String!
    role: String!
    intro: String!
    title: String!
    location: String!
    phone: String!
    email: String!
    website: String!
    siteUrl: String!
    description: String!
    hireUrl: String!
    company: Company
    channelUrl: String!
    cvFilename: String!
    # Optional paper size of the generated CV (resume.pdf): "A4" (the default) or "LETTER".
    cvPaperSize: String
    social: [SocialLink!]!
  }

  type TechItem {
    name: String!
    icon: String!
    iconPath: String
    color: String!
    description: String!
  }

  type TechJson implements Node @dontInfer {
    tech: [TechItem!]!
  }

  enum ProjectStatus {
    completed
    active
    upcoming
  }

  type Project {
    title: String!
    description: String!
    link: String!
    status: ProjectStatus!
  }

  type ProjectsJson implements Node @dontInfer {
    projects: [Project!]!
  }

  type ResumeProduct {
    name: String!
    role: String!
    years: String!
    link: String!
    bullets: [String!]!
  }

  type SkillGroup {
    group: String!
    items: [String!]!
  }

  type Education {
    degree: String!
    school: String!
    location: String!
    years: String!
  }

  type ResumeJson implements Node @dontInfer {
    summary: [String!]!
    products: [ResumeProduct!]!
    skills: [SkillGroup!]!
    education: [Education!]!
  }

  type Video {
    id: String!
    title: String!
    description: String!
    embedId: String!
    poster: String
    posterSrc: String
  }

  type VideosJson implements Node @dontInfer {
    videos: [Video!]!
  }
`;

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

const iconPathResolver = {
  type: 'String',
  resolve: (source: { icon: string }) => bundledIconPath(source.icon),
};

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    SocialLink: { iconPath: iconPathResolver },
    TechItem: { iconPath: iconPathResolver },
  });
};
