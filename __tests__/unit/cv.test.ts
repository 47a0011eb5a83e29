/** @jest-environment node */
// The CV (resume.pdf) is built from the same content as the resume page: these tests render it
// from the test content (accented names, a Letter-size paper), read the text back out of the
// PDF, and check that nothing drifted.
import { resumeFiles } from '../../plugins/cv/files';
import type { CvContent } from '../../plugins/cv/format';
import { renderCv } from '../../plugins/cv/pdf';
import { copyContent, type ContentFixture } from '../support/contentFixture';
import {
  FIXTURE_RESUME_FILES,
  oneLine,
  readPdf,
  RENDER_TIMEOUT_MS,
  type ReadPdf,
} from '../support/cvPdf';
import { displayUrl } from '../../src/shared/contact';
import site from '../fixtures/content/site.json';
import resume from '../fixtures/content/resume.json';
import english from '../../src/shared/i18n/en.json';

// The test content passes the content check, which gives the CV its data.
const testContent = { site, resume } as CvContent;

describe('the CV rendered from the content', () => {
  let cv: ReadPdf;

  beforeAll(async () => {
    cv = await readPdf(await renderCv(testContent));
  }, RENDER_TIMEOUT_MS);

  it('is a PDF of one or two pages', () => {
    expect(cv.raw.startsWith('%PDF-')).toBe(true);
    expect(cv.pages).toBeGreaterThanOrEqual(1);
    expect(cv.pages).toBeLessThanOrEqual(2);
  });

  it('has the name, title and every contact detail of the resume header', () => {
    for (const value of [
      site.name,
      site.title,
      site.location,
      site.phone,
      site.email,
      displayUrl(site.website),
    ]) {
      expect(cv.text).toContain(value);
    }
  });

  it('has every section heading, in the order of the resume page', () => {
    // The English words: renderCv draws the default language without a language given.
    const headings = [
      english.resume.summary,
      english.resume.products,
      english.resume.skills,
      english.resume.education,
    ];
    const positions = headings.map((heading) => cv.text.indexOf(heading));
    positions.forEach((position, index) => {
      expect({ heading: headings[index], found: position >= 0 }).toEqual({
        heading: headings[index],
        found: true,
      });
    });
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('has every summary bullet, word for word', () => {
    for (const bullet of resume.summary) expect(cv.text).toContain(oneLine(bullet));
  });

  it('has every product with its role, years, link and bullets, in content order', () => {
    const positions = resume.products.map((product) => cv.text.indexOf(product.name));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const product of resume.products) {
      expect(cv.text).toContain(product.role);
      expect(cv.text).toContain(product.years);
      expect(cv.text).toContain(displayUrl(product.link));
      for (const bullet of product.bullets) expect(cv.text).toContain(oneLine(bullet));
    }
  });

  it('has every skill group and every skill', () => {
    for (const group of resume.skills) {
      expect(cv.text).toContain(group.group);
      expect(cv.text).toContain(group.items.join(', '));
    }
  });

  it('has the education entries', () => {
    for (const entry of resume.education) {
      for (const value of [entry.degree, entry.school, entry.location, entry.years]) {
        expect(cv.text).toContain(value);
      }
    }
  });

  it('links the e-mail address, the website and every product', () => {
    expect(cv.raw).toContain(`/URI (mailto:${site.email})`);
    expect(cv.raw).toContain(`/URI (${site.website})`);
    for (const product of resume.products) expect(cv.raw).toContain(`/URI (${product.link})`);
  });

  it('names itself in the document information', () => {
    expect(cv.info.Title).toBe(`${site.name} — CV`);
    expect(cv.info.Author).toBe(site.name);
    expect(cv.info.Subject).toContain(site.title);
    expect(cv.info.Creator).toBeTruthy();
    for (const group of resume.skills) {
      for (const skill of group.items) expect(cv.info.Keywords).toContain(skill);
    }
  });

  it('embeds its fonts and uses none of the standard, unembedded ones', () => {
    const baseFonts = [...cv.raw.matchAll(/\/BaseFont\s*\/([^\s/<>[\]()]+)/g)].map((m) => m[1]);
    expect(baseFonts.length).toBeGreaterThan(0);
    // Every font is an embedded subset ("ABCDEF+Inter-Bold") of the bundled family.
    for (const name of baseFonts) expect(name).toMatch(/^[A-Z]{6}\+Inter-/);
    expect(cv.raw).not.toMatch(/\/BaseFont\s*\/(Helvetica|Times|Courier|Symbol|ZapfDingbats)/);
    const embedded = cv.raw.match(/\/FontFile[23]? /g) ?? [];
    expect(embedded.length).toBe(new Set(baseFonts).size);
  });

  it('has the accented letters of the content, in the embedded font', () => {
    // Text drawn in a font without the glyph comes out of the PDF as something else, or not at all.
    for (const value of [site.name, site.location, resume.education[0].degree]) {
      expect([...value].some((char) => char.charCodeAt(0) > 127)).toBe(true);
      expect(cv.text).toContain(value);
    }
  });

  it('uses US Letter when site.json says "cvPaperSize": "LETTER"', () => {
    expect(site.cvPaperSize).toBe('LETTER');
    expect(cv.raw).toMatch(/\/MediaBox \[0 0 612 792\]/);
  });
});

describe('the CV follows the content', () => {
  let content: ContentFixture;

  beforeEach(() => {
    content = copyContent();
  });

  afterEach(() => content.cleanup());

  it(
    'draws a changed summary bullet into the PDF, beside the JSON Resume file and the card',
    async () => {
      const changed = 'Rebuilt a legacy checkout in three weeks and cut its error rate by 90%.';
      content.edit('resume', (json) => {
        json.summary[1] = changed;
      });

      const files = await resumeFiles(content.dir);

      // The fixture's translations add their own (no PDF for Arabic: translations.test.ts).
      expect(Object.keys(files).sort()).toEqual(FIXTURE_RESUME_FILES);
      const cv = await readPdf(files['/resume.pdf'] as Buffer);
      expect(cv.text).toContain(changed);
      expect(cv.text).not.toContain(oneLine(resume.summary[1]));
      expect(cv.text).toContain(oneLine(resume.summary[0]));
      expect(JSON.parse(String(files['/resume.json'])).basics.summary).toContain(changed);
    },
    RENDER_TIMEOUT_MS,
  );

  it(
    'renders accented and non-Latin names in the embedded font',
    async () => {
      const name = 'Zoë Łukasiewicz-Ørsted';
      const cv = await readPdf(
        await renderCv({ ...testContent, site: { ...testContent.site, name } }),
      );
      expect(cv.text).toContain(name);
      expect(cv.info.Title).toBe(`${name} — CV`);
    },
    RENDER_TIMEOUT_MS,
  );

  it(
    'is A4 when site.json names no paper size',
    async () => {
      content.edit('site', (json) => delete json.cvPaperSize);
      const cv = await readPdf(
        (await resumeFiles(content.dir, ['/resume.pdf']))['/resume.pdf'] as Buffer,
      );
      expect(cv.raw).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
      expect(cv.pages).toBeLessThanOrEqual(2);
    },
    RENDER_TIMEOUT_MS,
  );

  it('refuses content that fails the content check', async () => {
    content.edit('site', (json) => {
      json.email = '';
    });
    content.write('resume', '{ "summary": [');
    await expect(resumeFiles(content.dir)).rejects.toThrow(
      'the content has 2 error(s), listed by the content check',
    );
  });
});
