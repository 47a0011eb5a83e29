/** @jest-environment node */
// One build day: a certification's expiry is the same on the resume page, in the CV, in JSON
// Resume and in the Person's JSON-LD for a build the day before it expires and the day after,
// the day given as a reproducible build gives it (SOURCE_DATE_EPOCH).
import { jsonResume } from '../../plugins/cv/jsonResume';
import { renderCv } from '../../plugins/cv/pdf';
import { entitiesOf } from '../../plugins/content-engine/entities';
import { requireValidLanguages } from '../../plugins/content-engine/load';
import { ownerFactsOf } from '../../plugins/site-content/ownerFacts';
import { personJsonLd } from '../../src/lib/structuredData';
import { buildDay, formatDate } from '../../src/shared/dates';
import { format } from '../../src/shared/i18n';
import { onDay } from '../support/buildDay';
import { copyContent } from '../support/contentFixture';
import { readPdf, RENDER_TIMEOUT_MS } from '../support/cvPdf';

const EXPIRES = '2031-05-15';
const DAY_BEFORE = '2031-05-14';
const DAY_AFTER = '2031-05-16';

/** What each output says of the first certification, on a build of `day`. */
async function expiryOn(day: string, expiredCertifications: 'marked' | 'hidden') {
  const fixture = copyContent();
  try {
    fixture.edit('resume', (resume) => {
      Object.assign(resume.certifications[0], { issued: '2030-01-01', expires: EXPIRES });
      resume.expiredCertifications = expiredCertifications;
    });
    return await onDay(day, async () => {
      const languages = requireValidLanguages(fixture.dir);
      const [{ lang, messages, content }] = languages;
      const { name } = content.resume.certifications![0];
      const node = entitiesOf('resume', languages).find(
        (entity) =>
          entity.type === 'Certification' &&
          entity.lang === lang &&
          (entity.data as { name?: string }).name === name,
      );
      const cv = await readPdf(await renderCv(content, { prefix: '', lang, messages }));
      const date = formatDate(EXPIRES, lang);
      const resume = jsonResume(content) as { certificates?: { name: string }[] };
      const person = personJsonLd({
        names: [{ lang, text: content.site.name }],
        jobTitles: [{ lang, text: content.site.title }],
        url: content.site.siteUrl,
        email: content.site.email,
        sameAs: [],
        properties: ownerFactsOf(languages)?.properties,
      }) as { hasCredential?: { name: string; expires?: string }[] };
      return {
        day: buildDay(),
        page: node
          ? (node.data as { expired?: boolean }).expired
            ? 'expired'
            : 'valid'
          : 'absent',
        cv: cv.text.includes(format(messages.credentials.expired, { date }))
          ? 'expired'
          : cv.text.includes(format(messages.credentials.validUntil, { date }))
            ? 'valid'
            : 'absent',
        jsonResume: resume.certificates?.some((entry) => entry.name === name) ? 'valid' : 'absent',
        jsonLd: person.hasCredential?.find((entry) => entry.name === name)?.expires ?? 'absent',
      };
    });
  } finally {
    fixture.cleanup();
  }
}

test(
  'marked: valid everywhere the day before it expires; the day after, the page and the CV say expired, JSON Resume (which cannot) leaves it out, and JSON-LD gives the date it expired',
  async () => {
    expect(await expiryOn(DAY_BEFORE, 'marked')).toEqual({
      day: DAY_BEFORE,
      page: 'valid',
      cv: 'valid',
      jsonResume: 'valid',
      jsonLd: EXPIRES,
    });
    expect(await expiryOn(DAY_AFTER, 'marked')).toEqual({
      day: DAY_AFTER,
      page: 'expired',
      cv: 'expired',
      jsonResume: 'absent',
      jsonLd: EXPIRES,
    });
  },
  2 * RENDER_TIMEOUT_MS,
);

test(
  'hidden: shown everywhere the day before it expires, and nowhere the day after',
  async () => {
    expect(await expiryOn(DAY_BEFORE, 'hidden')).toMatchObject({
      page: 'valid',
      cv: 'valid',
      jsonResume: 'valid',
      jsonLd: EXPIRES,
    });
    expect(await expiryOn(DAY_AFTER, 'hidden')).toEqual({
      day: DAY_AFTER,
      page: 'absent',
      cv: 'absent',
      jsonResume: 'absent',
      jsonLd: 'absent',
    });
  },
  2 * RENDER_TIMEOUT_MS,
);

test('the day is decided once, and a SOURCE_DATE_EPOCH that is no number of seconds is named', () => {
  const env: NodeJS.ProcessEnv = {};
  const first = buildDay(env);
  expect(buildDay(env)).toBe(first);
  expect(env.SITE_BUILD_DAY).toBe(first);
  expect(buildDay({ SOURCE_DATE_EPOCH: '0' })).toBe('1970-01-01');
  expect(() => buildDay({ SOURCE_DATE_EPOCH: '2031-05-15' })).toThrow(
    'SOURCE_DATE_EPOCH is "2031-05-15": it must be a whole number of seconds',
  );
});
