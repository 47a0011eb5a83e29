// The parts beyond the spec (the credentials, the recommendations) that the content does not
// use are left out of the production bundles: their components become ones that draw nothing
// (src/components/absent.tsx), so such a site's pages weigh what they did before the parts
// existed. `npm run develop` keeps them all: the owner may add an entry while it runs.
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import type { Parts } from './pageWords';

const PARTS: { used: (parts: Parts) => boolean; modules: RegExp }[] = [
  {
    used: (parts) => parts.credentials,
    modules: /[\\/]components[\\/]resume[\\/](Certifications|Awards|Publications)$/,
  },
  {
    used: (parts) => parts.recommendations,
    modules: /[\\/]components[\\/]home[\\/]Recommendations$/,
  },
];

type WebpackArgs = Parameters<NonNullable<GatsbyNode['onCreateWebpackConfig']>>[0];

/** The bundles' replacements of the parts `parts` says the content does not use. */
export function leaveOutAbsentParts({ stage, actions, plugins, store }: WebpackArgs, parts: Parts) {
  if (stage !== 'build-javascript' && stage !== 'build-html') return;
  const { directory } = (store.getState() as { program: { directory: string } }).program;
  const absent = path.join(directory, 'src', 'components', 'absent.tsx');
  const replaced = PARTS.filter((part) => !part.used(parts));
  if (replaced.length === 0) return;
  actions.setWebpackConfig({
    plugins: replaced.map((part) => plugins.normalModuleReplacement(part.modules, absent)),
  });
}
