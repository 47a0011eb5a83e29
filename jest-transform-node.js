// The end-to-end files run in Node only: sucrase strips their types and turns their imports into
// CommonJS, many times faster than Babel on a machine whose jest cache is empty (as CI's is), and
// leaves the rest of the syntax as written, so the functions tests send into a page keep theirs.
const { transform } = require('sucrase');

module.exports = {
  process(source, filePath) {
    const { code, sourceMap } = transform(source, {
      transforms: ['typescript', 'imports'],
      disableESTransforms: true,
      filePath,
      sourceMapOptions: { compiledFilename: filePath },
    });
    return { code, map: sourceMap };
  },
};
