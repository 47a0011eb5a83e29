// Compiles TypeScript and JSX for jest the way Gatsby does for the browser, with emotion's
// jsx runtime.
module.exports = require('babel-jest').createTransformer({
  presets: [
    ['babel-preset-gatsby', { reactRuntime: 'automatic', reactImportSource: '@emotion/react' }],
    '@babel/preset-typescript',
  ],
});
