import type { GatsbyConfig } from 'gatsby';

// The floor of the audit's comparison: Gatsby 5, React 19 and emotion with no plugin and none
// of the site's own steps, so what the site adds after its first paint shows against it.
const config: GatsbyConfig = {
  // React's own JSX transform, as the site uses: no `import React` in the page.
  jsxRuntime: 'automatic',
};

export default config;
