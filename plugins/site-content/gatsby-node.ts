// The owner's content into the build. At bootstrap every file in content/ is checked against its
// schema in content/schemas/: a build with content errors stops with a plain report; the
// development server prints it, keeps running and checks again once saved changes settle. Each
// thing the owner lists becomes a node of its own in each language, drawn from the checked
// content (../content-engine/entities.ts), typed by the same schemas.
import type { GatsbyNode, Node, PluginOptions } from 'gatsby';
import {
  localePath,
  type Messages,
  type PageLanguage,
  type PageMessages,
} from '../../src/shared/i18n';
import { bundledIconPath } from '../../src/shared/icons';
import type { OwnerFacts } from '../../src/shared/owner';
import {
  entitiesOf,
  ENTITY_KINDS,
  ENTITY_NODE_TYPES,
  ENTITY_ROOTS,
} from '../content-engine/entities';
import { CONTENT_FILES } from '../content-engine/files';
import { graphqlTypeDefs, typeNameOf } from '../content-engine/graphqlTypes';
import { lastGoodLanguages, loadSchemas, recheckOnceSettled } from '../content-engine/load';
import { reportContentCheck } from '../content-engine/report';
import type { JsonSchema } from '../content-engine/schemaFields';
import { readInterfaceWords } from '../content-engine/interfaceWords';
import type { Translation } from '../content-engine/translations';
import { COMPUTED_FIELDS } from '../content-engine/types';
import { contentDirOf, contentOptionsSchema } from '../shared/gatsby';
import { ownerFactsOf } from './ownerFacts';
import { leaveOutAbsentParts } from './absentParts';
import { askedOf, isContactPage, isSearchPage, markdownIn, partsOf, wordsOf } from './pageWords';
import { createPosts, POST_TYPE_DEFS, shownPosts } from './postNodes';

// What the hooks share of the content (the last check, the last good languages, a re-check
// asked for) is the content engine's, kept by content folder (load.ts): none of it here.
const SETTLE_MS = 150;
const inDevelop = () => process.env.gatsby_executing_command === 'develop';

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = contentOptionsSchema;

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }, options) => {
  reportContentCheck(contentDirOf(options), reporter, { develop: inDevelop() });
};

// From here on, a content file's node is created when the owner saves the file.
// A part the content does not use costs its pages no script.
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (args, options) => {
  const [own] = languagesOf(options);
  // Develop keeps every part (absentParts.ts): its texts are read for the production bundles.
  const building = args.stage === 'build-javascript' || args.stage === 'build-html';
  const markdown = building ? markdownIn(contentDirOf(options)) : [];
  leaveOutAbsentParts(args, partsOf(own.content, shownPosts(own, inDevelop()), markdown));
};

/** Each content file's node type (gatsby-transformer-json's), by the file's name. */
const FILE_OF_TYPE = new Map(CONTENT_FILES.map((file) => [typeNameOf(file), file]));

export const shouldOnCreateNode = ({ node }: { node: Node }): boolean =>
  (node.internal.type === 'File' && node.sourceInstanceName === 'content') ||
  FILE_OF_TYPE.has(node.internal.type);

export const onCreateNode: GatsbyNode['onCreateNode'] = (args, options) => {
  const { node, reporter } = args;
  const file = FILE_OF_TYPE.get(node.internal.type);
  if (file) {
    createEntities(args, options, file);
    return;
  }
  // A post saved in develop: its nodes made again from the check that follows the save.
  const post = /^(?:translations\/[^/]+\/)?posts\/([^/]+)\.md$/.exec(String(node.relativePath));
  if (inDevelop() && node.internal.type === 'File' && post) {
    createPosts(args, postLanguagesOf(options), true, post[1]);
  }
  // A save in develop: checked again once the saves settle. (A build's own nodes, and develop's
  // at bootstrap, find the files as the check at bootstrap read them: nothing to say again.)
  if (!inDevelop()) return;
  const dir = contentDirOf(options);
  recheckOnceSettled(dir, SETTLE_MS, (hadErrors) => {
    reportContentCheck(dir, reporter, { develop: true, hadErrors });
  });
};

/**
 * A content file's entities, in every language, as nodes that are the file's node's children:
 * made again whenever Gatsby makes the file's node again (a save in develop).
 */
function createEntities(
  {
    node,
    actions,
    createNodeId,
    createContentDigest,
    getNodesByType,
  }: Parameters<NonNullable<GatsbyNode['onCreateNode']>>[0],
  options: PluginOptions,
  file: (typeof CONTENT_FILES)[number],
) {
  // Gatsby has removed the file's old children: content that breaks a schema's rule gets the
  // last good content's again, so that develop keeps its pages while the report says what to
  // fix. (A file that is no JSON at all has no node to be the parent until it is fixed.)
  const languages = lastGoodLanguages(contentDirOf(options));
  if (!languages) return;
  const made = new Set<string>();
  for (const { type, lang, slug, position, data } of entitiesOf(file, languages)) {
    const fields = { ...data, lang, slug, position };
    const child = {
      ...fields,
      id: createNodeId(`${type} ${lang} ${slug}`),
      parent: node.id,
      children: [],
      internal: { type, contentDigest: createContentDigest(fields) },
    };
    actions.createNode(child);
    actions.createParentChildLink({ parent: node, child: child as unknown as Node });
    made.add(child.id);
  }
  // An entity the owner removed, or a language whose folder is gone.
  for (const kind of ENTITY_KINDS.filter((entry) => entry.file === file)) {
    for (const stale of getNodesByType(kind.type)) {
      if (!made.has(stale.id)) actions.deleteNode(stale);
    }
  }
}

// The posts are made at sourcing, so that Gatsby drops what a build no longer makes (a deleted
// post, a language whose folder is gone), even from its cache.
export const sourceNodes: GatsbyNode['sourceNodes'] = (args, options) => {
  createPosts(args, postLanguagesOf(options), inDevelop());
};

const postLanguagesOf = (options: PluginOptions) => lastGoodLanguages(contentDirOf(options)) ?? [];

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = (
  { actions },
  options,
) => {
  const schemas = loadSchemas(contentDirOf(options));
  actions.createTypes(
    graphqlTypeDefs(schemas as Record<string, JsonSchema>, {
      computed: COMPUTED_FIELDS,
      nodes: ENTITY_NODE_TYPES,
      roots: ENTITY_ROOTS,
    }),
  );
  actions.createTypes(POST_TYPE_DEFS);
};

const iconPathResolver = {
  type: 'String',
  resolve: (source: { icon: string }) => bundledIconPath(source.icon),
};

type Language = Pick<Translation, 'lang' | 'dir' | 'messages'> & Partial<Translation>;

/**
 * The content's languages, the default first. Content that has had errors from the start (in
 * develop: a build has stopped) has English alone, so that its pages still show the error's
 * place; once it has been right, develop keeps its last good languages.
 */
function languagesOf(options: PluginOptions): Language[] {
  // The entities' content, once they are made: the pages are made after them, and a page
  // need not look at the files again.
  const languages = lastGoodLanguages(contentDirOf(options));
  return languages ?? [{ lang: 'en', dir: 'ltr', messages: readInterfaceWords('en') as Messages }];
}

/** The templates of the contact pages, the only pages that carry the contact form's words. */
/** A page's language, as its context carries it to the page and its head. */
function pageLanguage(
  language: Language,
  all: Language[],
  basePath: string,
  words: (messages: Messages) => PageMessages,
  owner: OwnerFacts | undefined,
): PageLanguage {
  return {
    lang: language.lang,
    dir: language.dir,
    messages: words(language.messages),
    languages: all.map(({ lang, messages }) => ({ lang, name: messages.$language })),
    basePath,
    ...(owner && { owner }),
  };
}

// Every page in every language: the default's at its path, each other under /<lang>. A page
// made here has its language already, and is left as it is.
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }, options) => {
  if ((page.context as Partial<PageLanguage> | undefined)?.lang) return;
  const languages = languagesOf(options);
  const [own, ...others] = languages;
  const notFound = /^\/404(\.html|\/)?$/.test(page.path);
  // The search page is at each language's own word for it (/search, /es/buscar).
  const addressOf = isSearchPage(page.component)
    ? (of: Language) => localePath(`/${of.messages.writingLinks.searchPath}`, of.lang, own.lang)
    : undefined;
  const addresses =
    addressOf && Object.fromEntries(languages.map((of) => [of.lang, addressOf(of)]));
  const basePath = notFound ? '/404' : (addresses?.[own.lang] ?? page.path);
  const parts = partsOf(own.content, shownPosts(own, inDevelop()));
  const words = (messages: Messages) => wordsOf(messages, parts, page.component);
  // The pages with structured data carry the owner's facts; the others weigh what they did.
  const owner = notFound || isContactPage(page.component) ? undefined : ownerFactsOf(languages);
  const language = (of: Language) => ({
    ...pageLanguage(of, languages, basePath, words, owner),
    ...(addresses && { addresses }),
  });
  const { deletePage, createPage } = actions;
  deletePage(page);
  // The parts the page's query asks for only where the content uses them (src/shared/parts.ts).
  const asked = askedOf(parts, page.component);
  createPage({
    ...page,
    path: addresses?.[own.lang] ?? page.path,
    context: { ...page.context, ...asked, ...language(own) },
  });
  for (const other of others) {
    const prefix = localePath('/', other.lang, own.lang);
    const copy = {
      ...page,
      path: addresses?.[other.lang] ?? (page.path === '/' ? prefix : `${prefix}${page.path}`),
      context: { ...page.context, ...asked, ...language(other) },
    };
    // A missing page under a language's prefix gets that language's 404 page.
    // (Gatsby's router then keeps the address asked for, rather than the 404 page's own.)
    if (notFound && !page.path.endsWith('.html')) copy.matchPath = `${prefix}/*`;
    createPage(copy);
  }
};

interface NodeModel {
  findAll(args: {
    type: string;
    query: { filter: object };
  }): Promise<{ entries: Iterable<{ position: number }> }>;
}

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    // The owner's social links: the SocialLink nodes of the owner's language, in their order.
    Owner: {
      social: {
        type: '[SocialLink!]!',
        resolve: async (
          source: { lang: string },
          _args: unknown,
          { nodeModel }: { nodeModel: NodeModel },
        ) => {
          const filter = { lang: { eq: source.lang } };
          const { entries } = await nodeModel.findAll({ type: 'SocialLink', query: { filter } });
          return [...entries].sort((a, b) => a.position - b.position);
        },
      },
    },
    SocialLink: { iconPath: iconPathResolver },
    TechItem: { iconPath: iconPathResolver },
  });
};
