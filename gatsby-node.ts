import fs from 'fs';
import path from 'path';
import type { GatsbyNode, Reporter } from 'gatsby';
import { CV_PATH } from './src/constants';
import { writeCv } from './src/build/cv';
import { bundledIconPath } from './src/lib/icons';
import { fetchedPoster } from './src/build/posters';

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

// ---------------------------------------------------------------------------------------------
// The CV (resume.pdf), generated from content/site.json and content/resume.json: once after
// `gatsby build`, and in `gatsby develop` at start and again whenever either file changes.
// Develop serves public/ as static files, so /resume.pdf is always the current content.

type GatsbyStore = Parameters<NonNullable<GatsbyNode['onPostBuild']>>[0]['store'];

/** The content node types the CV is drawn from, and their files. */
const CV_CONTENT_FILES = new Map([
  ['SiteJson', 'content/site.json'],
  ['ResumeJson', 'content/resume.json'],
]);
const CV_REGENERATE_DELAY_MS = 300;

function cvPaths(store: GatsbyStore) {
  const { program } = store.getState() as { program: { directory: string } };
  return {
    contentDir: path.join(program.directory, 'content'),
    outFile: path.join(program.directory, 'public', CV_PATH),
  };
}

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} kB`;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter }) => {
  const { contentDir, outFile } = cvPaths(store);
  const activity = reporter.activityTimer(`generating the CV (public${CV_PATH})`);
  activity.start();
  try {
    // No stale CV from an earlier build survives a failed one.
    await fs.promises.rm(outFile, { force: true });
    const { bytes } = await writeCv(contentDir, outFile);
    activity.setStatus(kilobytes(bytes));
  } catch (error) {
    reporter.panicOnBuild(
      `Could not generate the CV (public${CV_PATH}) from content/site.json and content/resume.json: ${messageOf(error)}`,
    );
  } finally {
    activity.end();
  }
};

const isDevelop = () => process.env.gatsby_executing_command === 'develop';

let developBootstrapped = false;
let developCvQueue: Promise<void> = Promise.resolve();
let developCvTimer: ReturnType<typeof setTimeout> | undefined;
const developCvChanges = new Set<string>();

/** Regenerates the CV in develop, one render at a time; a failure is reported, not fatal. */
function regenerateDevelopCv(store: GatsbyStore, reporter: Reporter, why: string): Promise<void> {
  const { contentDir, outFile } = cvPaths(store);
  developCvQueue = developCvQueue.then(async () => {
    try {
      const { bytes, milliseconds } = await writeCv(contentDir, outFile);
      reporter.info(
        `CV ${why}: public${CV_PATH} (${kilobytes(bytes)}, ${Math.round(milliseconds)} ms)`,
      );
    } catch (error) {
      reporter.error(`Could not generate the CV (public${CV_PATH}): ${messageOf(error)}`);
    }
  });
  return developCvQueue;
}

export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async ({ store, reporter }) => {
  if (!isDevelop()) return;
  await regenerateDevelopCv(store, reporter, 'generated');
  developBootstrapped = true;
};

export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, store, reporter }) => {
  const file = CV_CONTENT_FILES.get(node.internal.type);
  if (!isDevelop() || !developBootstrapped || !file) return;
  // An editor's save can touch both files at once: render once, after the last change.
  developCvChanges.add(file);
  clearTimeout(developCvTimer);
  developCvTimer = setTimeout(() => {
    const files = [...developCvChanges].join(' and ');
    developCvChanges.clear();
    void regenerateDevelopCv(store, reporter, `regenerated after a change to ${files}`);
  }, CV_REGENERATE_DELAY_MS);
};
