exports.onRenderBody = require('gatsby-plugin-manifest/gatsby-ssr').onRenderBody;
