import path from 'path';
import type { GatsbyNode, Node } from 'gatsby';
import { bundledIconPath } from './src/lib/icons';
import { fetchedPoster } from './src/build/posters';
import {
  checkContentAtBootstrap,
  createContentRecheck,
  isDevelopCommand,
  type ContentRecheck,
} from './src/build/content/contentCheck';
import type { ContentError } from './src/build/content/validateContent';
import { UncoveredScriptError, writeHeaders } from './src/build/headers';
import { writeAppIcons, writeShareImage } from './src/build/shareImage';
import { writeSiteFiles } from './src/build/siteFiles';

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

function contentDirOf(state: unknown): string {
  return path.join((state as { program: { directory: string } }).program.directory, 'content');
}

let contentRecheck: ContentRecheck | undefined;
let contentErrorsAtBootstrap: readonly ContentError[] = [];

// content/*.json is checked against content/schemas/ before anything is sourced or built. A
// build with content errors stops here with a plain report; the development server prints the
// report and keeps running (see onPostBootstrap).
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ store, reporter }) => {
  contentErrorsAtBootstrap = checkContentAtBootstrap(
    contentDirOf(store.getState()),
    reporter,
    isDevelopCommand(),
  );
};

// In development, every saved change to content/ is checked again once bootstrap is over.
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = ({ store, reporter }) => {
  if (!isDevelopCommand()) return;
  contentRecheck = createContentRecheck(
    contentDirOf(store.getState()),
    reporter,
    contentErrorsAtBootstrap,
  );
};

export const shouldOnCreateNode = ({ node }: { node: Node }): boolean =>
  node.internal.type === 'File';

export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node }) => {
  if ((node as { sourceInstanceName?: string }).sourceInstanceName === 'content') {
    contentRecheck?.changed();
  }
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

const iconPathResolver = {
  type: 'String',
  resolve: (source: { icon: string }) => bundledIconPath(source.icon),
};

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers, store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, 'public');
  createResolvers({
    SocialLink: { iconPath: iconPathResolver },
    TechItem: { iconPath: iconPathResolver },
    Video: {
      posterSrc: {
        type: 'String',
        resolve: (source: { poster?: string | null; embedId: string }) =>
          source.poster ?? fetchedPoster(source.embedId, publicDir),
      },
    },
  });
};

interface BuildState {
  program: { directory: string; prefixPaths?: boolean };
  config: { pathPrefix?: string };
}

/** The path prefix of this build ('' unless built with --prefix-paths). */
function pathPrefixOf(state: BuildState): string {
  return state.program.prefixPaths ? (state.config.pathPrefix ?? '').replace(/\/$/, '') : '';
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, store, reporter }) => {
  const state = store.getState() as BuildState;
  const publicDir = path.join(state.program.directory, 'public');
  const prefix = pathPrefixOf(state);

  const result = await graphql<{
    siteJson: { name: string; role: string; description: string; siteUrl: string };
  }>(`
    query SiteFiles {
      siteJson {
        name
        role
        description
        siteUrl
      }
    }
  `);
  const site = result.data?.siteJson;
  if (!site) {
    reporter.panicOnBuild('content/site.json could not be read while writing the site files.');
    return;
  }

  await writeShareImage(publicDir, site);
  await writeAppIcons(publicDir);
  writeSiteFiles(publicDir, site, prefix);

  // Last: the security headers read every page that the steps above may have touched.
  try {
    const { rules } = writeHeaders(publicDir, prefix);
    reporter.info(`Wrote public/_headers: ${rules} rules, every inline script hashed`);
  } catch (error) {
    if (error instanceof UncoveredScriptError) {
      reporter.panicOnBuild(error.message);
      return;
    }
    throw error;
  }
};
