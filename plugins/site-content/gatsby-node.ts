// The content check: every file in content/ against its schema in content/schemas/, before
// anything is sourced. A build with content errors stops with a plain report; the development
// server prints the report, keeps running and checks again once saved changes settle.
import type { GatsbyNode, Node } from 'gatsby';
import { checkContent } from '../shared/content/report';

const SETTLE_MS = 150;
const inDevelop = () => process.env.gatsby_executing_command === 'develop';
const contentDirOf = (options: unknown) => (options as { path: string }).path;

let hadErrors = false;
let watching = false;
let pending: ReturnType<typeof setTimeout> | undefined;

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }, options) => {
  hadErrors = checkContent(contentDirOf(options), reporter, { develop: inDevelop() });
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
    hadErrors = checkContent(contentDirOf(options), reporter, { develop: true, hadErrors });
  }, SETTLE_MS);
};
