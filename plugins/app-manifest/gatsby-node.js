// gatsby-plugin-manifest's build and head work, without its gatsby-browser: that file only
// serves localised manifests, which this site has none of, and its import from 'gatsby' would
// ship Gatsby's whole browser API, unused, on every page (docs/performance.md). The app's name
// and description are the owner's, from Gatsby's data layer; the options give the rest.
const manifest = require('gatsby-plugin-manifest/gatsby-node');

module.exports = {
  ...manifest,
  onPostBootstrap: (args, options) => {
    // The owner in the content's own language (English unless site.json names one), as the
    // checked content gives it: its description's "{name}" is the owner's name.
    const [file] = args.getNodesByType('SiteJson');
    const lang = file?.language ?? 'en';
    const site = args.getNodesByType('Owner').find((node) => node.lang === lang);
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
