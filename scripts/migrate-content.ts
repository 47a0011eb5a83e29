// `npm run migrate:content`: moves content/ to the format this version of the code reads (the
// content check says when it is needed), then checks it. Each step rewrites only what its
// format changed; running it again changes nothing. Run through sucrase's require hook.
import path from 'path';
import { loadCheckedContent } from '../plugins/content-engine/load';
import { migrateContent, MigrationStopped } from '../plugins/content-engine/migrate';
import { formatReport } from '../plugins/content-engine/report';

// A folder may be given (`npm run migrate:content -- path/to/content`); content/ by default.
const contentDir = path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'content'));

function main() {
  const report = migrateContent(contentDir);
  if (report.steps.length === 0) {
    console.log(
      `The content is in format ${report.to} already, the one this code reads: nothing to migrate.`,
    );
  } else {
    console.log(`Content migrated from format ${report.from} to ${report.to}:`);
    for (const { to, summary } of report.steps) console.log(`  format ${to}: ${summary}`);
    const [first, second, ...more] = report.changed;
    const named = [first, second].filter(Boolean).join(', ');
    const one = report.changed.length === 1;
    console.log(
      `${report.changed.length} ${one ? 'file' : 'files'} changed: ${named}${more.length ? ` and ${more.length} more` : ''} (git diff --stat lists ${one ? 'it' : 'them'})`,
    );
    // The upgrade commits what it migrated; the owner who ran this commits it.
    if (!process.env.PORTFOLIO_UPGRADE)
      console.log('See what changed with git diff, then commit it.');
  }
  const { errors } = loadCheckedContent(contentDir, { fresh: true });
  if (errors.length > 0) {
    console.error(`\n${formatReport(errors, 'The content check found these; fix them and save:')}`);
    process.exitCode = 1;
  } else console.log('Content OK.');
}

try {
  main();
} catch (error) {
  if (!(error instanceof MigrationStopped)) throw error;
  console.error(
    `The content was not migrated; fix this first, then run npm run migrate:content again:\n${formatReport(error.problems, '').trimStart()}`,
  );
  process.exitCode = 1;
}
