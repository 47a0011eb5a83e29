// gatsby-plugin-manifest's build and head work, without its gatsby-browser: that file only
// serves localised manifests, which this site has none of, and its import from 'gatsby' would
// ship Gatsby's whole browser API, unused, on every page (docs/performance.md). The app's name
// and description are the owner's, from site.json in Gatsby's data layer; the options give the rest.
const manifest = require('gatsby-plugin-manifest/gatsby-node');

module.exports = {
  ...manifest,
  onPostBootstrap: (args, options) => {
    const [site] = args.getNodesByType('SiteJson');
    const owner = site
      ? {
          name: `${site.name} – ${site.role}`,
          short_name: site.name,
          description: site.description,
        }
      : {};
    return manifest.onPostBootstrap(args, { ...owner, ...options });
  },
};
