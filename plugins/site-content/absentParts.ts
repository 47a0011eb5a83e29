// The parts (src/shared/parts.ts) that the content does not use are left out of the production
// bundles: their components become ones that draw nothing (src/components/absent.tsx), so such
// a site's pages weigh what they did before the parts existed. `npm run develop` keeps them
// all: the owner may add an entry while it runs.
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { KINDS } from '../../src/shared/kinds';
import { PARTS, type PartName } from '../../src/shared/parts';
import type { Parts } from './pageWords';

/** The components that draw a part: its own, and those of the kinds that belong to it. */
export const componentsOf = (name: PartName): string[] => [
  ...((PARTS[name] as { components?: readonly string[] }).components ?? []),
  ...KINDS.filter((kind) => kind.part === name).map((kind) => kind.component),
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A component's module, as a page imports it ('../components/resume/Awards'). */
const moduleOf = (component: string) =>
  new RegExp(`[\\\\/]components[\\\\/]${component.split('/').map(escaped).join('[\\\\/]')}$`);

type WebpackArgs = Parameters<NonNullable<GatsbyNode['onCreateWebpackConfig']>>[0];

/** The bundles' replacements of the parts `parts` says the content does not use. */
export function leaveOutAbsentParts({ stage, actions, plugins, store }: WebpackArgs, parts: Parts) {
  if (stage !== 'build-javascript' && stage !== 'build-html') return;
  const { directory } = (store.getState() as { program: { directory: string } }).program;
  const absent = path.join(directory, 'src', 'components', 'absent.tsx');
  const replaced = (Object.keys(PARTS) as PartName[])
    .filter((name) => !parts[name])
    .flatMap(componentsOf);
  if (replaced.length === 0) return;
  actions.setWebpackConfig({
    plugins: replaced.map((component) =>
      plugins.normalModuleReplacement(moduleOf(component), absent),
    ),
  });
}
