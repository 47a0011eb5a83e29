// The content check: every file in content/ against its schema in content/schemas/, before
// anything is sourced. A build with content errors stops with a plain report; the development
// server prints the report, keeps running and checks again on every saved change.
import type { GatsbyNode, Node } from 'gatsby';
import {
  checkContentAtBootstrap,
  createContentRecheck,
  isDevelopCommand,
  type ContentRecheck,
} from './contentCheck';
import type { ContentError } from './validateContent';

interface Options {
  /** The content folder (with its schemas/). */
  path: string;
}

let recheck: ContentRecheck | undefined;
let errorsAtBootstrap: readonly ContentError[] = [];

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }, options) => {
  errorsAtBootstrap = checkContentAtBootstrap(
    (options as unknown as Options).path,
    reporter,
    isDevelopCommand(),
  );
};

export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = ({ reporter }, options) => {
  if (!isDevelopCommand()) return;
  recheck = createContentRecheck((options as unknown as Options).path, reporter, errorsAtBootstrap);
};

export const shouldOnCreateNode = ({ node }: { node: Node }): boolean =>
  node.internal.type === 'File' && node.sourceInstanceName === 'content';

// A content file was added or changed while the development server runs.
export const onCreateNode: GatsbyNode['onCreateNode'] = () => {
  recheck?.changed();
};
