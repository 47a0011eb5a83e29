// The owner's content into the build. At bootstrap every file in content/ is checked against its
// schema in content/schemas/: a build with content errors stops with a plain report; the
// development server prints it, keeps running and checks again once saved changes settle. The
// GraphQL types that the pages query are derived from the same schemas.
import type { GatsbyNode, Node, Page, PluginOptions } from 'gatsby';
import { localePath, type Messages, type PageLanguage } from '../../src/shared/i18n';
import { bundledIconPath } from '../../src/shared/icons';
import type { JsonSchema } from '../shared/content/schemaFields';
import { graphqlTypeDefs, typeNameOf } from '../shared/content/graphqlTypes';
import { CONTENT_FILES } from '../shared/content/files';
import { loadCheckedContent, loadSchemas } from '../shared/content/load';
import { reportContentCheck } from '../shared/content/report';
import { readInterfaceWords, type Translation } from '../shared/content/translations';
import { COMPUTED_FIELDS } from '../shared/content/types';
import { contentDirOf, contentOptionsSchema } from '../shared/gatsby';

const SETTLE_MS = 150;
const inDevelop = () => process.env.gatsby_executing_command === 'develop';

let hadErrors = false;
let watching = false;
let pending: ReturnType<typeof setTimeout> | undefined;

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = contentOptionsSchema;

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }, options) => {
  hadErrors = reportContentCheck(contentDirOf(options), reporter, { develop: inDevelop() });
};

// From here on, a content file's node is created when the owner saves the file.
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = () => {
  watching = inDevelop();
};

export const shouldOnCreateNode = ({ node }: { node: Node }): boolean =>
  node.internal.type === 'File' && node.sourceInstanceName === 'content';

export const onCreateNode: GatsbyNode['onCreateNode'] = ({ reporter }, options) => {
  if (!watching) return;
  clearTimeout(pending);
  pending = setTimeout(() => {
    hadErrors = reportContentCheck(contentDirOf(options), reporter, { develop: true, hadErrors });
  }, SETTLE_MS);
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = (
  { actions },
  options,
) => {
  const schemas = loadSchemas(contentDirOf(options));
  actions.createTypes(graphqlTypeDefs(schemas as Record<string, JsonSchema>, COMPUTED_FIELDS));
};

const iconPathResolver = {
  type: 'String',
  resolve: (source: { icon: string }) => bundledIconPath(source.icon),
};

type Language = Pick<Translation, 'lang' | 'dir' | 'messages'> & Partial<Translation>;

/**
 * The content's languages, the default first. Content with errors (in develop: a build has
 * stopped) has English alone, so that its pages still show the error's place.
 */
function languagesOf(options: PluginOptions): Language[] {
  const { languages } = loadCheckedContent(contentDirOf(options));
  return languages ?? [{ lang: 'en', dir: 'ltr', messages: readInterfaceWords('en') as Messages }];
}

/** A page's language, as its context carries it to the page and its head. */
function pageLanguage(language: Language, all: Language[], basePath: string): PageLanguage {
  return {
    lang: language.lang,
    dir: language.dir,
    messages: language.messages,
    languages: all.map(({ lang, messages }) => ({ lang, name: messages.$language })),
    basePath,
  };
}

// Every page in every language: the default's at its path, each other under /<lang>. A page
// made here has its language already, and is left as it is.
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }, options) => {
  if ((page.context as Partial<PageLanguage> | undefined)?.lang) return;
  const languages = languagesOf(options);
  const [own, ...others] = languages;
  const notFound = /^\/404(\.html|\/)?$/.test(page.path);
  const basePath = notFound ? '/404' : page.path;
  const { deletePage, createPage } = actions;
  deletePage(page);
  createPage({ ...page, context: { ...page.context, ...pageLanguage(own, languages, basePath) } });
  for (const language of others) {
    const prefix = localePath('/', language.lang, own.lang);
    const context: Record<string, unknown> = { ...page.context };
    // A case study's text in this language (or the default's, until it is translated).
    if (typeof context.text === 'string') {
      const projects = own.content?.projects.projects ?? [];
      const at = projects.findIndex((project) => project.caseStudy?.text === context.text);
      context.text = language.content?.projects.projects[at]?.caseStudy?.text ?? context.text;
    }
    const copy: Page = {
      ...page,
      path: page.path === '/' ? prefix : `${prefix}${page.path}`,
      context: { ...context, ...pageLanguage(language, languages, basePath) },
    };
    // A missing page under a language's prefix gets that language's 404 page.
    // (Gatsby's router then keeps the address asked for, rather than the 404 page's own.)
    if (notFound && !page.path.endsWith('.html')) copy.matchPath = `${prefix}/*`;
    createPage(copy);
  }
};

// The page's language is in every query's context: a page in a further language is given its
// translated content at the root of each file's query, and the fields below it follow.
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }, options) => {
  const translated = (file: (typeof CONTENT_FILES)[number]) => ({
    resolve: async (
      source: unknown,
      args: unknown,
      context: { lang?: string },
      info: { originalResolver: (...params: unknown[]) => unknown },
    ) => {
      const node = (await info.originalResolver(source, args, context, info)) as object | null;
      const [own, ...others] = languagesOf(options);
      const language = others.find(({ lang }) => lang === context.lang && lang !== own.lang);
      if (!node || !language?.content) return node;
      return { ...node, ...(language.content[file] as object) };
    },
  });
  createResolvers({
    Query: Object.fromEntries(
      CONTENT_FILES.map((file) => {
        const type = typeNameOf(file);
        return [`${type.charAt(0).toLowerCase()}${type.slice(1)}`, translated(file)];
      }),
    ),
    SocialLink: { iconPath: iconPathResolver },
    TechItem: { iconPath: iconPathResolver },
  });
};
