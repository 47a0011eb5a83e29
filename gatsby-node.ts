import fs from 'fs';
import path from 'path';
import type { GatsbyNode, Node, Reporter } from 'gatsby';
import { CV_PATH } from './src/constants';
import { writeCv } from './src/build/cv';
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
import { emotionStylesInHead } from './src/build/emotionStyles';
import { rewritePages } from './src/build/rewritePages';
import { scriptsAfterPaint } from './src/build/scriptsAfterPaint';
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

function contentDirOf(state: unknown): string {
  return path.join((state as { program: { directory: string } }).program.directory, 'content');
}

// ---------------------------------------------------------------------------------------------
// The CV (public/resume.pdf), drawn from content/site.json and content/resume.json: after
// `gatsby build` (onPostBuild), and in `gatsby develop` after bootstrap and again whenever
// either file changes.

/** The content files the CV is drawn from. */
const CV_CONTENT_FILES = new Set(['site.json', 'resume.json']);
const CV_SETTLE_MS = 300;

function cvFileOf(state: unknown): string {
  return path.join(
    (state as { program: { directory: string } }).program.directory,
    'public',
    CV_PATH,
  );
}

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} kB`;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Writes the CV in a build; content that cannot make one stops the build, leaving no file. */
async function writeBuildCv(state: unknown, reporter: Reporter): Promise<void> {
  const outFile = cvFileOf(state);
  const activity = reporter.activityTimer(`generating the CV (public${CV_PATH})`);
  activity.start();
  try {
    // No stale CV from an earlier build survives a failed one.
    await fs.promises.rm(outFile, { force: true });
    const { bytes } = await writeCv(contentDirOf(state), outFile);
    activity.setStatus(kilobytes(bytes));
  } catch (error) {
    reporter.panicOnBuild(
      `Could not generate the CV (public${CV_PATH}) from content/site.json and content/resume.json: ${messageOf(error)}`,
    );
  } finally {
    activity.end();
  }
}

/**
 * The development server's CV: written once bootstrap is over, then again once changes to its
 * content settle, one render at a time. A failure is reported and the server keeps running.
 */
const developCv = (() => {
  let state: unknown;
  let reporter: Reporter | undefined;
  let queue: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const changes = new Set<string>();

  const render = (why: string): Promise<void> => {
    const current = { state, reporter };
    queue = queue.then(async () => {
      if (!current.reporter) return;
      try {
        const { bytes, milliseconds } = await writeCv(
          contentDirOf(current.state),
          cvFileOf(current.state),
        );
        current.reporter.info(
          `CV ${why}: public${CV_PATH} (${kilobytes(bytes)}, ${Math.round(milliseconds)} ms)`,
        );
      } catch (error) {
        current.reporter.error(`Could not generate the CV (public${CV_PATH}): ${messageOf(error)}`);
      }
    });
    return queue;
  };

  return {
    start(bootstrapState: unknown, bootstrapReporter: Reporter): Promise<void> {
      state = bootstrapState;
      reporter = bootstrapReporter;
      return render('generated');
    },
    /** A content file changed; before `start` (during bootstrap) there is nothing to do. */
    changed(file: string): void {
      if (!reporter) return;
      changes.add(`content/${file}`);
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        const files = [...changes].join(' and ');
        changes.clear();
        void render(`regenerated after a change to ${files}`);
      }, CV_SETTLE_MS);
    },
  };
})();

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

// In development, every saved change to content/ is checked again once bootstrap is over, and
// the CV is written to public/ (which develop serves) and rewritten when its content changes.
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async ({ store, reporter }) => {
  if (!isDevelopCommand()) return;
  contentRecheck = createContentRecheck(
    contentDirOf(store.getState()),
    reporter,
    contentErrorsAtBootstrap,
  );
  await developCv.start(store.getState(), reporter);
};

export const shouldOnCreateNode = ({ node }: { node: Node }): boolean =>
  node.internal.type === 'File';

export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node }) => {
  const file = node as { sourceInstanceName?: string; relativePath?: string };
  if (file.sourceInstanceName === 'content') {
    contentRecheck?.changed();
    if (file.relativePath && CV_CONTENT_FILES.has(file.relativePath)) {
      developCv.changed(file.relativePath);
    }
  }
};

/**
 * V8's explicit compile hint (Chrome 136 and later): the framework's and the app's functions
 * are compiled all at once, off the main thread while the scripts stream in, instead of one by
 * one on the main thread as start-up first calls each. On a phone that was most of the longest
 * task at start-up. The comment goes in after minification (which would drop it) and before
 * source maps and content hashes are made, so both stay right.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const AFTER_MINIFICATION = 401; // webpack's PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE is 400

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  plugins,
}) => {
  if (stage !== 'build-javascript') return;
  actions.setWebpackConfig({
    plugins: [
      plugins.banner({
        banner: COMPILE_HINT,
        raw: true,
        entryOnly: false,
        test: /^(framework|app)-[0-9a-f]+\.js$/,
        stage: AFTER_MINIFICATION,
      }),
    ],
  });
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

  await writeBuildCv(state, reporter);

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
  rewritePages(publicDir, [emotionStylesInHead, scriptsAfterPaint]);

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
