// gatsby-plugin-manifest's build and head work, without its gatsby-browser: that file only
// serves localised manifests, which this site has none of, and its import of Gatsby's whole
// browser API would ship 2.6 KB (gzipped) of unused code on every page.
module.exports = require('gatsby-plugin-manifest/gatsby-node');
