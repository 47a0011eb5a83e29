// The scale benchmark's content: the sample's projects (each with its screenshots and case
// study), videos and posts (each series a series of its own in each copy), N times over, each copy an entry of its own (its id, title, images and
// case study), with every translation the same; the Spanish translation is then copied to
// French, German and Arabic (right to left), so that the site is built in five languages. The
// resume and the tech list keep their size: the CV has two pages to fill, and the tech items
// are the owner's few tools. Each screenshot copy is recoloured, so that none is the cache's.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const LANGUAGES = ['en', 'es', 'fr', 'de', 'ar'];
const COPIED_FROM = 'es';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
// The files whose listed entries are copied, and the list's name in each.
/** @type {Record<string, 'projects' | 'videos'>} */
const GROWN = { 'projects.json': 'projects', 'videos.json': 'videos' };

/**
 * The part of a project or video copied here: its id, title, YouTube id, image and case study.
 * @typedef {object} Entry
 * @property {string} id
 * @property {string} [title]
 * @property {string} [embedId]
 * @property {{ src: string }} [image]
 * @property {{ text?: string, gallery?: { src: string }[] }} [caseStudy]
 */

/**
 * What the grown content holds: images and case studies, and each list's entries.
 * @typedef {object} Counts
 * @property {number} images
 * @property {number} caseStudies
 * @property {number} [projects]
 * @property {number} [videos]
 * @property {number} [tech]
 * @property {number} [posts]
 */

/** @param {string} file */
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
/**
 * @param {string} file
 * @param {unknown} data
 */
const writeJson = (file, data) => fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

/**
 * Copy `k` of a text: its title or name numbered, so that each copy's address is its own.
 * @param {string} text
 * @param {number} k
 */
const numbered = (text, k) => `${text} ${k + 1}`;

/**
 * A content path (images/x.png, case-studies/x.md) for copy `k`.
 * @param {string} file
 * @param {number} k
 */
const pathFor = (file, k) => file.replace(/(\.[a-z]+)$/, `-${k + 1}$1`);

/**
 * Copies an image for copy `k`, its hue turned so that it is a new image to process.
 * @param {string} content
 * @param {string} src
 * @param {number} k
 */
async function copyImage(content, src, k) {
  await sharp(path.join(content, src))
    .modulate({ hue: (k * 37) % 360 })
    .toFile(path.join(content, pathFor(src, k)));
}

/**
 * Copy `k` of an entry: its id, title, images and case study its own.
 * @param {string} content
 * @param {Entry} entry
 * @param {number} k
 * @param {Counts} counts
 */
async function copyEntry(content, entry, k, counts) {
  const copy = structuredClone(entry);
  copy.id = `${entry.id}-${k + 1}`;
  if (copy.title) copy.title = numbered(copy.title, k);
  // A video's id on YouTube is its own (11 characters of this alphabet).
  if (copy.embedId)
    copy.embedId = `${copy.embedId.slice(0, 8)}${ALPHABET[k % 64]}${ALPHABET[Math.floor(k / 64) % 64]}x`;
  const images = [copy.image, ...(copy.caseStudy?.gallery ?? [])].filter((image) => !!image);
  for (const image of images) {
    await copyImage(content, image.src, k);
    image.src = pathFor(image.src, k);
    counts.images += 1;
  }
  if (copy.caseStudy?.text) {
    fs.copyFileSync(
      path.join(content, copy.caseStudy.text),
      path.join(content, pathFor(copy.caseStudy.text, k)),
    );
    copy.caseStudy.text = pathFor(copy.caseStudy.text, k);
    counts.caseStudies += 1;
  }
  return copy;
}

/**
 * Copy `k` of each post in `folder` (content/posts/, or a translation's): its title numbered, its
 * series a series of the copy's own, its file named for the copy. The number of originals.
 * @param {string} folder
 * @param {number} times
 */
function growPosts(folder, times) {
  if (!fs.existsSync(folder)) return 0;
  const originals = fs.readdirSync(folder).filter((name) => name.endsWith('.md'));
  for (const name of originals) {
    const text = fs.readFileSync(path.join(folder, name), 'utf8');
    for (let k = 1; k < times; k += 1) {
      const copy = text.replace(
        /^(title|series): (['"]?)(.*?)\2$/gm,
        (_line, field, quote, value) => `${field}: ${quote}${numbered(value, k)}${quote}`,
      );
      fs.writeFileSync(path.join(folder, pathFor(name, k)), copy);
    }
  }
  return originals.length;
}

/**
 * A translation's entries (an object by id), each copied as its entry's copies are.
 * @param {string} dir
 * @param {string} file
 * @param {string} list
 * @param {number} times
 */
function growTranslation(dir, file, list, times) {
  const at = path.join(dir, file);
  if (!fs.existsSync(at)) return;
  /** @type {Record<string, Record<string, { title?: string }> | undefined>} */
  const data = readJson(at);
  const entries = data[list] ?? {};
  for (const [id, translated] of Object.entries({ ...entries })) {
    for (let k = 1; k < times; k += 1) {
      const copy = structuredClone(translated);
      if (copy.title) copy.title = numbered(copy.title, k);
      entries[`${id}-${k + 1}`] = copy;
    }
  }
  writeJson(at, data);
  const studies = path.join(dir, 'case-studies');
  if (!fs.existsSync(studies)) return;
  for (const name of fs.readdirSync(studies).filter((each) => !/-\d+\.md$/.test(each))) {
    for (let k = 1; k < times; k += 1) {
      fs.copyFileSync(path.join(studies, name), path.join(studies, pathFor(name, k)));
    }
  }
}

/**
 * Grows the content folder in place; what it holds then.
 * @param {string} content
 * @param {number} times
 */
export async function growContent(content, times) {
  /** @type {Counts} */
  const counts = { images: 0, caseStudies: 0 };
  for (const [file, list] of Object.entries(GROWN)) {
    /** @type {Record<string, Entry[]>} */
    const data = readJson(path.join(content, file));
    const entries = data[list];
    for (const entry of entries) {
      counts.images += [entry.image, ...(entry.caseStudy?.gallery ?? [])].filter(Boolean).length;
      if (entry.caseStudy?.text) counts.caseStudies += 1;
    }
    const copies = [];
    for (let k = 1; k < times; k += 1) {
      for (const entry of entries) copies.push(await copyEntry(content, entry, k, counts));
    }
    data[list] = [...entries, ...copies];
    writeJson(path.join(content, file), data);
    counts[list] = data[list].length;
  }
  counts.posts = growPosts(path.join(content, 'posts'), times) * times;
  const translations = path.join(content, 'translations');
  const from = path.join(translations, COPIED_FROM);
  for (const [file, list] of Object.entries(GROWN)) growTranslation(from, file, list, times);
  growPosts(path.join(from, 'posts'), times);
  for (const lang of LANGUAGES.slice(1)) {
    if (!fs.existsSync(path.join(translations, lang))) {
      fs.cpSync(from, path.join(translations, lang), { recursive: true });
    }
  }
  counts.tech = readJson(path.join(content, 'tech.json')).tech.length;
  return counts;
}
