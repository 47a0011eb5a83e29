// Page data as Gatsby's queries deliver it, made from the test content in
// __tests__/fixtures/content (never the owner's content/, which is theirs to change).
import { bundledIconPath } from '../../src/shared/icons';
import site from '../fixtures/content/site.json';
import tech from '../fixtures/content/tech.json';
import projects from '../fixtures/content/projects.json';
import resume from '../fixtures/content/resume.json';
import videos from '../fixtures/content/videos.json';

const withIconPath = <T extends { icon: string }>(item: T) => ({
  ...item,
  iconPath: bundledIconPath(item.icon),
});

// The portrait as its query gives it: the file's public address; no sizes (the image pipeline's).
export const siteData = {
  ...site,
  portrait: {
    alt: site.portrait.alt,
    src: {
      publicURL: `/static/portrait/${site.portrait.src.split('/').pop()}`,
      childImageSharp: null,
    },
  },
  social: site.social.map(withIconPath),
};

// No text left in the default language: the query gives no list of them.
export const techItems = tech.tech.map((item) => ({ ...withIconPath(item), untranslated: null }));

// As the card's query gives them: named by their ids, with the default language's title (the
// cover's); no screenshot, which only the build's image pipeline makes (the end-to-end tests
// check those).
export const projectItems = projects.projects.map((project) => ({
  ...project,
  slug: project.id,
  defaultTitle: project.title,
  image: null,
  caseStudy:
    'caseStudy' in project && project.caseStudy
      ? { text: { name: project.caseStudy.text.replace(/^.*\//, '').replace(/\.md$/, '') } }
      : null,
})) as unknown as Queries.ProjectCardFragment[];

export const resumeData = resume;

export const videoItems = videos.videos.map((video) => ({ ...video, posterSrc: null }));

// Each page asks for its language's entities: the owner, and the nodes of each list.
export const homeData = {
  owner: siteData,
  allTechItem: { nodes: techItems },
  allProject: { nodes: projectItems },
} as unknown as Queries.HomePageQuery;

export const resumePageData = {
  owner: siteData,
  resume: { summary: resumeData.summary, untranslated: null },
  allResumeProduct: { nodes: resumeData.products },
  allSkillGroup: { nodes: resumeData.skills },
  allEducation: { nodes: resumeData.education },
} as unknown as Queries.ResumePageQuery;

export const videosPageData = {
  owner: siteData,
  allVideo: { nodes: videoItems },
} as unknown as Queries.VideosPageQuery;
