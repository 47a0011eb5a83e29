// citation-js loads node-fetch (an ES module jest cannot require) to read addresses; the site
// gives it only the text of a local BibTeX file, so nothing may fetch.
module.exports = () => {
  throw new Error('no network in tests');
};
module.exports.Headers = class Headers {};
