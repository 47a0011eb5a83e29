// The resume's files by site path, each drawn from the checked content by its own module.
import { CONTACT_CARD_PATH, CV_PATH, JSON_RESUME_PATH } from '../../src/shared/constants';
import { checkedContent } from '../shared/content/load';
import { contactCard } from './contactCard';
import type { CvContent, Published } from './format';
import { jsonResumeText } from './jsonResume';
import { renderCv } from './pdf';

const DRAW: Record<string, (content: CvContent, published: Published) => string | Promise<Buffer>> =
  {
    [CV_PATH]: renderCv,
    [JSON_RESUME_PATH]: jsonResumeText,
    [CONTACT_CARD_PATH]: contactCard,
  };

/** The resume's files by site path: the CV, the JSON Resume file and the contact card. */
export const RESUME_PATHS = Object.keys(DRAW);

/**
 * The files at `paths` (all of them unless named), drawn from the content in `contentDir`.
 * Throws when the content cannot make them.
 */
export async function resumeFiles(
  contentDir: string,
  paths: readonly string[] = RESUME_PATHS,
  published: Published = { prefix: '' },
): Promise<Record<string, string | Buffer>> {
  const content = checkedContent(contentDir);
  return Object.fromEntries(
    await Promise.all(paths.map(async (at) => [at, await DRAW[at](content, published)])),
  );
}
