// Compiles TypeScript and JSX for jest the way Gatsby does for the browser, with emotion's
// jsx runtime. It also compiles the ES-module-only packages that the CV renderer pulls in
// (see transformIgnorePatterns in jest.config.js); jest's CommonJS runtime has no
// `import.meta`, so `import.meta` becomes an object with the module's file URL.
function importMetaAsFileUrl() {
  return {
    visitor: {
      MetaProperty(path) {
        if (path.node.meta.name !== 'import' || path.node.property.name !== 'meta') return;
        path.replaceWithSourceString("({ url: require('url').pathToFileURL(__filename).href })");
      },
    },
  };
}

module.exports = require('babel-jest').createTransformer({
  presets: [
    ['babel-preset-gatsby', { reactRuntime: 'automatic', reactImportSource: '@emotion/react' }],
    '@babel/preset-typescript',
  ],
  plugins: [importMetaAsFileUrl],
});
