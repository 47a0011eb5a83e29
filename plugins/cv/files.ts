// The resume's files by site path, each drawn from the checked content by its own module: the CV
// and the JSON Resume file in every language (under its prefix), the contact card once.
import { CONTACT_CARD_PATH, CV_PATH, JSON_RESUME_PATH } from '../../src/shared/constants';
import { buildDay } from '../../src/shared/dates';
import { typesetProblemOf, localePath } from '../../src/shared/i18n';
import { requireValidLanguages } from '../content-engine/load';
import type { Translation } from '../content-engine/translations';
import { cachedOutput, namedFiles, type OutputCache } from '../shared/outputCache';
import { contactCard } from './contactCard';
import type { CvContent, Published } from './format';
import { jsonResumeText } from './jsonResume';

// react-pdf takes most of a second to load: it is loaded when a CV is drawn, not with the
// plugin, so that a build whose CVs all come from the cache (and every worker) never loads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pdf = (): typeof import('./pdf') => require('./pdf');

/** How a build draws the files: with its cache of CVs, and a record of those taken from it. */
export interface Drawing {
  cache?: OutputCache | null;
  /** The CVs' paths taken from the cache, added to as they are. */
  kept?: string[];
}

interface DrawContext extends Drawing {
  at: string;
  contentDir: string;
  own: string;
}

type Draw = (
  content: CvContent,
  published: Published,
  context: DrawContext,
) => string | Promise<Buffer>;

/**
 * The CV, from the cache when it was drawn from the same inputs: its language's site and
 * resume after translation, its words, the day (which certifications have expired), the files
 * they name (a photo, a badge, the bibliography) and the PDF's date for a reproducible build.
 */
const cv: Draw = async (content, published, { at, contentDir, own, cache, kept }) => {
  const { site, resume } = content;
  const inputs = {
    site,
    resume,
    files: namedFiles(contentDir, { site, resume }),
    published: { prefix: published.prefix, lang: published.lang, messages: published.messages },
    own,
    today: buildDay(),
    sourceDate: process.env.SOURCE_DATE_EPOCH ?? null,
  };
  const { data, made } = await cachedOutput(cache, `cv${at}`, inputs, () =>
    pdf().renderCv(content, published),
  );
  if (!made) kept?.push(at);
  return data;
};

interface ResumeFile {
  draw: Draw;
  language: Translation;
}

/** Every resume file by its site path. */
function filesOf(languages: readonly Translation[]): Map<string, ResumeFile> {
  const [own] = languages;
  const files = new Map<string, ResumeFile>([
    [CONTACT_CARD_PATH, { draw: contactCard, language: own }],
  ]);
  for (const language of languages) {
    const at = (file: string) => localePath(file, language.lang, own.lang);
    if (!typesetProblemOf(language.lang)) files.set(at(CV_PATH), { draw: cv, language });
    files.set(at(JSON_RESUME_PATH), { draw: jsonResumeText, language });
  }
  return files;
}

/** The resume's files by site path, for the content in `contentDir`. */
export const resumePaths = (contentDir: string): string[] => [
  ...filesOf(requireValidLanguages(contentDir)).keys(),
];

/** The languages whose CV cannot be made as a PDF, and why. */
export function cvGaps(contentDir: string): { lang: string; problem: string }[] {
  return requireValidLanguages(contentDir).flatMap(({ lang }) => {
    const problem = typesetProblemOf(lang);
    return problem ? [{ lang, problem }] : [];
  });
}

/**
 * The files at `paths` (all of them unless named), drawn from the content in `contentDir`, the
 * CVs through `drawing`'s cache when it has one. Throws when the content cannot make them.
 */
export async function resumeFiles(
  contentDir: string,
  paths?: readonly string[],
  published: Published = { prefix: '' },
  drawing: Drawing = {},
): Promise<Record<string, string | Buffer>> {
  const languages = requireValidLanguages(contentDir);
  const files = filesOf(languages);
  const own = languages[0].lang;
  return Object.fromEntries(
    await Promise.all(
      (paths ?? [...files.keys()]).map(async (at) => {
        const file = files.get(at);
        if (!file) throw new Error(`no resume file is drawn at ${at}`);
        const { lang, messages, content } = file.language;
        const localPath = (basePath: string) => localePath(basePath, lang, own);
        const context = { ...drawing, at, contentDir, own };
        return [at, await file.draw(content, { ...published, lang, messages, localPath }, context)];
      }),
    ),
  );
}
