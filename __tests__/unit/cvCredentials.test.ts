/** @jest-environment node */
// The CV's Certifications, Awards and Publications, drawn from the checked test content (with its
// bibliography's entries), and its page limit: content too long for it stops the build with the
// lists to shorten (cv.test.ts: the rest of the CV).
import fs from 'fs';
import path from 'path';
import { resumeFiles } from '../../plugins/cv/files';
import type { CvContent } from '../../plugins/cv/format';
import { onPostBuild as postBuild } from '../../plugins/cv/gatsby-node';
import { renderCv } from '../../plugins/cv/pdf';
import { requireValidLanguages } from '../../plugins/content-engine/load';
import type { Translation } from '../../plugins/content-engine/translations';
import { CV_PAGES } from '../../src/shared/constants';
import { formatDate, isExpired, buildDay } from '../../src/shared/dates';
import { format } from '../../src/shared/i18n';
import { copyContent, type ContentFixture } from '../support/contentFixture';
import { readPdf, RENDER_TIMEOUT_MS, type ReadPdf } from '../support/cvPdf';

let content: ContentFixture;
let languages: Translation[];

beforeAll(() => {
  content = copyContent();
  languages = requireValidLanguages(content.dir);
});

afterAll(() => content.cleanup());

const languageNamed = (lang: string) => languages.find((language) => language.lang === lang)!;

/** The CV of `language`'s content, with `resume` changed as given. */
async function cvOf(language: Translation, resume: Partial<CvContent['resume']> = {}) {
  const { lang, messages } = language;
  const changed = { ...language.content, resume: { ...language.content.resume, ...resume } };
  return readPdf(await renderCv(changed, { prefix: '', lang, messages }));
}

/** What the CV says of each credential of `language`'s content, in its language. */
function expectedTexts({ lang, messages, content: { resume } }: Translation) {
  const words = messages.credentials;
  const date = (value: string) => formatDate(value, lang);
  const certifications = resume.certifications!.map((entry) => [
    entry.name,
    entry.issuer,
    format(words.issued, { date: date(entry.issued) }),
    ...(entry.expires
      ? [
          format(isExpired(entry.expires, buildDay()) ? words.expired : words.validUntil, {
            date: date(entry.expires),
          }),
        ]
      : []),
    ...(entry.credentialId ? [format(words.credentialId, { id: entry.credentialId })] : []),
    ...(entry.verify ? [words.verify] : []),
  ]);
  const awards = resume.awards!.map((award) => [
    award.title,
    award.awarder,
    date(award.date),
    ...(award.summary ? [award.summary] : []),
  ]);
  const publications = resume.publications!.map((publication) => [
    publication.title,
    publication.publisher,
    date(publication.date),
    format(words.by, { authors: publication.authors.join(words.authorsJoin) }),
    ...(publication.summary ? [publication.summary] : []),
  ]);
  return { certifications, awards, publications };
}

const headingsOf = ({ messages: { resume, credentials } }: Translation) => [
  resume.education,
  credentials.certifications,
  credentials.awards,
  credentials.publications,
];

describe.each(['en', 'de'])('the credentials in the %s CV', (lang) => {
  let cv: ReadPdf;
  let language: Translation;

  beforeAll(async () => {
    language = languageNamed(lang);
    cv = await cvOf(language);
  }, RENDER_TIMEOUT_MS);

  it('follow Education, as Certifications, Awards and Publications, each under its heading', () => {
    const positions = headingsOf(language).map((heading) => cv.text.indexOf(heading));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("list every entry's facts, dates in the CV's language, in the content's order", () => {
    const texts = expectedTexts(language);
    for (const list of [texts.certifications, texts.awards, texts.publications]) {
      const names = list.map(([name]) => cv.text.indexOf(name));
      expect([...names].sort((a, b) => a - b)).toEqual(names);
      for (const [name, ...facts] of list) {
        const missing = [name, ...facts].filter((text) => !cv.text.includes(text));
        expect({ name, missing }).toEqual({ name, missing: [] });
      }
    }
  });

  it(
    "then the owner's own sections, but those kept out of it: each heading, title, fact and point",
    async () => {
      const sections = language.content.resume.sections ?? [];
      expect(sections.length).toBeGreaterThan(0);
      const last = cv.text.indexOf(language.messages.credentials.publications);
      const [first] = sections;
      const kept = await cvOf(language, {
        sections: [{ ...first, cv: false }, ...sections.slice(1)],
      });
      const times = (text: string, part: string) => text.split(part).length - 1;
      expect(times(kept.text, first.heading)).toBe(times(cv.text, first.heading) - 1);
      expect(kept.text).not.toContain(first.entries[0].title);
      for (const section of sections) {
        // (A heading's word may be a skill group's too: the section's is the last.)
        expect(cv.text.lastIndexOf(section.heading)).toBeGreaterThan(last);
        for (const entry of section.entries) {
          const dates = [entry.date, entry.until].flatMap((date) =>
            date ? [formatDate(date, lang)] : [],
          );
          const texts = [
            entry.title,
            entry.where,
            entry.place,
            entry.summary,
            ...(entry.bullets ?? []),
          ];
          const missing = [...texts, dates.join(' – ')].filter(
            (text) => text && !cv.text.includes(text),
          );
          expect({ title: entry.title, missing }).toEqual({ title: entry.title, missing: [] });
        }
      }
    },
    RENDER_TIMEOUT_MS,
  );

  it('link the verification pages and the publications that have a link', () => {
    const { certifications, publications } = language.content.resume;
    const links = [
      ...certifications!.flatMap((entry) => (entry.verify ? [entry.verify] : [])),
      ...publications!.flatMap((entry) => (entry.link ? [entry.link] : [])),
    ];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(cv.raw).toContain(`/URI (${link})`);
  });
});

describe('an expired certification in the CV', () => {
  const english = () => languageNamed('en');
  const expired = () =>
    english().content.resume.certifications!.filter((entry) =>
      isExpired(entry.expires, buildDay()),
    );

  it.each([undefined, 'marked' as const])(
    'is marked "Expired" with its date when the setting is %s',
    async (expiredCertifications) => {
      expect(expired().length).toBeGreaterThan(0);
      const cv = await cvOf(english(), { expiredCertifications });
      for (const entry of expired()) {
        const mark = format(english().messages.credentials.expired, {
          date: formatDate(entry.expires!, 'en'),
        });
        expect(cv.text).toContain(entry.name);
        expect(cv.text).toContain(mark);
      }
    },
    RENDER_TIMEOUT_MS,
  );

  it(
    'is left out when the owner chose "hidden", the valid ones kept',
    async () => {
      const cv = await cvOf(english(), { expiredCertifications: 'hidden' });
      for (const entry of english().content.resume.certifications!) {
        const gone = isExpired(entry.expires, buildDay());
        expect({ name: entry.name, shown: cv.text.includes(entry.name) }).toEqual({
          name: entry.name,
          shown: !gone,
        });
      }
      expect(cv.text).not.toContain(
        format(english().messages.credentials.expired, { date: '' }).trim(),
      );
    },
    RENDER_TIMEOUT_MS,
  );
});

it(
  'draws no credential section for content without them',
  async () => {
    const cv = await cvOf(languageNamed('en'), {
      certifications: undefined,
      awards: undefined,
      publications: undefined,
    });
    const [education, ...credentials] = headingsOf(languageNamed('en'));
    expect(cv.text).toContain(education);
    for (const heading of credentials) expect(cv.text).not.toContain(heading);
  },
  RENDER_TIMEOUT_MS,
);

describe('a CV longer than its pages', () => {
  let long: ContentFixture;
  const SUMMARY = 12;
  const PUBLICATIONS = 30;

  beforeAll(() => {
    long = copyContent();
    long.edit('resume', (json) => {
      const [bullet] = json.summary;
      json.summary = Array.from({ length: SUMMARY }, (_, index) => `${bullet} (${index + 1})`);
      const [publication] = json.publications;
      json.publications = Array.from({ length: PUBLICATIONS }, (_, index) => ({
        ...publication,
        id: `${publication.id}-${index + 1}`,
        title: `${publication.title} (${index + 1})`,
      }));
    });
  });

  afterAll(() => long.cleanup());

  /** The message for the owner: the lists to shorten, longest first, with their lengths. */
  const expectOwnerMessage = (message: string) => {
    // The bibliography adds its entries to the listed publications.
    const bibliography = long.read('resume').bibliography as string;
    const publications = requireValidLanguages(long.dir)[0].content.resume.publications!.length;
    expect(publications).toBeGreaterThan(PUBLICATIONS);
    expect(message).toMatch(
      new RegExp(
        `the English CV would run to \\d+ pages, more than ${CV_PAGES}: shorten the longest lists in content/resume\\.json: `,
      ),
    );
    const named = message.indexOf(`publications (${publications} entries)`);
    expect(named).toBeGreaterThan(0);
    expect(message.indexOf(`summary (${SUMMARY} entries)`)).toBeGreaterThan(named);
    expect(message).toContain(`content/${bibliography}`);
    // Plain words for the owner: no stack, no second line.
    expect(message).not.toContain('\n');
  };

  it(
    'is refused with what to shorten in content/resume.json',
    async () => {
      const error = await resumeFiles(long.dir, ['/resume.pdf']).catch((caught: Error) => caught);
      expect(error).toBeInstanceOf(Error);
      expectOwnerMessage((error as Error).message);
    },
    RENDER_TIMEOUT_MS,
  );

  it(
    'stops the build with that message, as one plain line',
    async () => {
      const reporter = { panicOnBuild: jest.fn(), info: jest.fn() };
      const store = { getState: () => ({ program: { directory: long.dir } }) };
      const onPostBuild = postBuild as unknown as (args: object, options: object) => Promise<void>;
      await onPostBuild({ store, reporter, basePath: '' }, { path: long.dir });
      expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
      const [message] = reporter.panicOnBuild.mock.calls[0];
      expect(typeof message).toBe('string');
      expect(message).toMatch(
        /^Could not generate the CV and resume files from content\/site\.json and content\/resume\.json: /,
      );
      expectOwnerMessage(message);
      expect(fs.existsSync(path.join(long.dir, 'public'))).toBe(false);
    },
    RENDER_TIMEOUT_MS,
  );
});
