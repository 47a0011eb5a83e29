// `npm run check:content`: checks content/*.json against content/schemas/ exactly as the build
// does, in about a second and without starting Gatsby. Prints every problem and exits 1 when
// there is one. Run through sucrase's require hook (see package.json), which strips the types.
import path from 'path';
import { CONTENT_FILES } from '../plugins/content-engine/files';
import { loadCheckedContent } from '../plugins/content-engine/load';
import { formatNotices, formatReport, formatUntranslated } from '../plugins/content-engine/report';

// A folder may be given (`npm run check:content -- path/to/content`); content/ by default.
const contentDir = path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'content'));
const { errors, languages = [], notices = [] } = loadCheckedContent(contentDir);
if (errors.length > 0) {
  console.error(formatReport(errors, 'Content errors — fix these and save:'));
  process.exitCode = 1;
} else {
  console.log(`Content OK: ${CONTENT_FILES.map((name) => `content/${name}.json`).join(', ')}`);
  const translated = languages.slice(1).map(({ lang }) => lang);
  if (translated.length > 0) console.log(`Translations: ${translated.join(', ')}`);
  // The posts, and those a published build leaves out until their day or for good.
  const posts = languages[0].posts ?? [];
  if (posts.length > 0) {
    const waiting = posts.filter((post) => post.draft || post.scheduled).length;
    const kept = waiting ? ` (${waiting} not published yet: drafts, or dated after today)` : '';
    console.log(`Posts: ${posts.length} in content/posts/${kept}`);
  }
  const partial = formatUntranslated(languages);
  if (partial) console.log(partial);
  const leftovers = formatNotices(notices);
  if (leftovers) console.log(leftovers);
}
