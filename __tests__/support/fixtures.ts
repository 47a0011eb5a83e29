// Page data as Gatsby's queries deliver it, made from the test content in
// __tests__/fixtures/content (never the owner's content/, which is theirs to change).
import type { ResumeFile } from '../../src/shared/contentTypes';
import { formatDate } from '../../src/shared/dates';
import { certifications } from '../../src/shared/kinds/certifications';
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
  social: site.social.map((link) => ({ ...withIconPath(link), slug: link.id })),
};

// No text left in the default language: the query gives no list of them.
export const techItems = tech.tech.map((item) => ({
  ...withIconPath(item),
  slug: item.id,
  untranslated: null,
}));

/** A list's entries as their nodes give them: named by their ids. */
const nodesOf = <T extends { id: string }>(entries: readonly T[] | undefined) =>
  (entries ?? []).map((entry) => ({
    ...entry,
    slug: entry.id,
    untranslated: null,
    // The dates in English words, as the build writes them (entities.ts).
    datesShown: Object.fromEntries(
      Object.entries(entry)
        .filter(([field]) => ['issued', 'expires', 'date', 'until'].includes(field))
        .map(([field, date]) => [field, formatDate(String(date), 'en')]),
    ),
  }));

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
/** The owner's sections as their nodes hold them, each entry named by its id. */
const ownSections = nodesOf(resumeData.sections).map((section) => ({
  ...section,
  entries: nodesOf(section.entries as readonly { id: string }[]),
}));

/** A post as the lists of posts take it. */
export const postItem = {
  slug: 'keyboard-first-menus',
  title: 'Keyboard-first menus',
  date: '2025-02-14',
  dateShown: 'February 14, 2025',
  summary: 'A menu that a keyboard can open must let it leave.',
  readingMinutes: 2,
  draft: false,
  scheduled: false,
  untranslated: false,
  tags: [{ name: 'Accessibility', slug: 'accessibility' }],
} satisfies Queries.PostListItemFragment;

export const homeData = {
  owner: siteData,
  allTechItem: { nodes: techItems },
  allProject: { nodes: projectItems },
  // The pictures are the build's image pipeline's (the end-to-end tests check them).
  allRecommendation: {
    nodes: nodesOf(resume.recommendations)
      .filter((entry) => !entry.hideOnHome)
      .map((entry) => ({ ...entry, photo: null })),
  },
  allOwnSection: { nodes: ownSections.filter((section) => section.home) },
  latestPosts: { nodes: [postItem] },
} as unknown as Queries.HomePageQuery;

export const resumePageData = {
  owner: siteData,
  resume: { summary: resumeData.summary, untranslated: null },
  allResumeProduct: { nodes: nodesOf(resumeData.products) },
  allSkillGroup: { nodes: nodesOf(resumeData.skills) },
  allEducation: { nodes: nodesOf(resumeData.education) },
  allCertification: {
    nodes: nodesOf(certifications.shown(resume as ResumeFile)).map((entry) => ({
      ...entry,
      badge: null,
    })),
  },
  allAward: { nodes: nodesOf(resumeData.awards) },
  allPublication: { nodes: nodesOf(resumeData.publications) },
  allOwnSection: { nodes: ownSections },
} as unknown as Queries.ResumePageQuery;

export const videosPageData = {
  owner: siteData,
  allVideo: { nodes: videoItems },
} as unknown as Queries.VideosPageQuery;
