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

export const siteData = {
  ...site,
  social: site.social.map(withIconPath),
};

export const techItems = tech.tech.map(withIconPath);

export const projectItems = projects.projects as Queries.ProjectCardFragment[];

export const resumeData = resume;

export const videoItems = videos.videos.map((video) => ({ ...video, posterSrc: null }));

export const homeData = {
  siteJson: siteData,
  techJson: { tech: techItems },
  projectsJson: { projects: projectItems },
} as unknown as Queries.HomePageQuery;

export const resumePageData = {
  siteJson: siteData,
  resumeJson: resumeData,
} as unknown as Queries.ResumePageQuery;

export const videosPageData = {
  siteJson: siteData,
  videosJson: { videos: videoItems },
} as unknown as Queries.VideosPageQuery;
