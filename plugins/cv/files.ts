// The resume's files by site path, each drawn from the checked content by its own module: the CV
// and the JSON Resume file in every language (under its prefix), the contact card once.
import { CONTACT_CARD_PATH, CV_PATH, JSON_RESUME_PATH } from '../../src/shared/constants';
import { typesetProblemOf, localePath } from '../../src/shared/i18n';
import { requireValidLanguages } from '../shared/content/load';
import type { Translation } from '../shared/content/translations';
import { contactCard } from './contactCard';
import type { CvContent, Published } from './format';
import { jsonResumeText } from './jsonResume';
import { renderCv } from './pdf';

type Draw = (content: CvContent, published: Published) => string | Promise<Buffer>;

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
    if (!typesetProblemOf(language.lang)) files.set(at(CV_PATH), { draw: renderCv, language });
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
 * The files at `paths` (all of them unless named), drawn from the content in `contentDir`.
 * Throws when the content cannot make them.
 */
export async function resumeFiles(
  contentDir: string,
  paths?: readonly string[],
  published: Published = { prefix: '' },
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
        return [at, await file.draw(content, { ...published, lang, messages, localPath })];
      }),
    ),
  );
}
