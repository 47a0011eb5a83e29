// Compiles TypeScript and JSX for jest with emotion's jsx runtime, as Gatsby does for the
// browser. The project's own files go through sucrase, which strips types and JSX and turns
// imports into CommonJS several times faster than Babel on a machine whose jest cache is empty
// (as CI's is), leaving the rest of the syntax to Node. The ES-module-only packages that the CV
// renderer pulls in (transformIgnorePatterns in jest.config.js) go through Babel, whose
// CommonJS output their minified code needs. jest's CommonJS runtime has no `import.meta`, so
// `import.meta` becomes an object with the module's file URL, in both.
const crypto = require('crypto');
const fs = require('fs');
const { transform } = require('sucrase');

// jest keeps a file's output under this key: it changes with this file and with sucrase.
const OWN = crypto
  .createHash('sha256')
  .update(fs.readFileSync(__filename))
  .update(require('sucrase/package.json').version)
  .digest('hex');

const FILE_URL = "({ url: require('url').pathToFileURL(__filename).href })";

function importMetaAsFileUrl() {
  return {
    visitor: {
      MetaProperty(path) {
        if (path.node.meta.name !== 'import' || path.node.property.name !== 'meta') return;
        path.replaceWithSourceString(FILE_URL);
      },
    },
  };
}

const babel = require('babel-jest').createTransformer({
  presets: [
    ['babel-preset-gatsby', { reactRuntime: 'automatic', reactImportSource: '@emotion/react' }],
    '@babel/preset-typescript',
  ],
  plugins: [importMetaAsFileUrl],
});

module.exports = {
  process(source, filePath, options) {
    if (filePath.includes('/node_modules/')) return babel.process(source, filePath, options);
    const { code, sourceMap } = transform(source.replace(/\bimport\.meta\b/g, FILE_URL), {
      transforms: [
        ...(/\.tsx?$/.test(filePath) ? ['typescript'] : []),
        ...(/\.[jt]sx$/.test(filePath) ? ['jsx'] : []),
        'imports',
        // jest.mock calls go above the imports, as babel-jest puts them.
        'jest',
      ],
      jsxRuntime: 'automatic',
      jsxImportSource: '@emotion/react',
      production: true,
      disableESTransforms: true,
      filePath,
      sourceMapOptions: { compiledFilename: filePath },
    });
    return { code, map: sourceMap };
  },
  getCacheKey(source, filePath, options) {
    return `${babel.getCacheKey(source, filePath, options)}:${OWN}`;
  },
};
