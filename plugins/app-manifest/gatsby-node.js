// gatsby-plugin-manifest's build and head work, without its gatsby-browser: that file only
// serves localised manifests, which this site has none of, and its import from 'gatsby' would
// ship Gatsby's whole browser API, unused, on every page (docs/performance.md).
module.exports = require('gatsby-plugin-manifest/gatsby-node');
