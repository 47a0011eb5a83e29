/** @jest-environment node */
// The resume files (the CV and the JSON Resume per language, the contact card) as the build
// writes them, as the development server answers them, and as an earlier build left them
// (cv.test.ts: the CV's own text).
import fs from 'fs';
import os from 'os';
import path from 'path';
import { resumeFiles } from '../../plugins/cv/files';
import {
  onCreateDevServer as devServer,
  onPostBootstrap as postBootstrap,
} from '../../plugins/cv/gatsby-node';
import { copyContent, type ContentFixture } from '../support/contentFixture';
import { FIXTURE_RESUME_FILES, oneLine, readPdf, RENDER_TIMEOUT_MS } from '../support/cvPdf';
import site from '../fixtures/content/site.json';
import resume from '../fixtures/content/resume.json';
import english from '../../src/shared/i18n/en.json';
import french from '../../src/shared/i18n/fr.json';
import { format } from '../../src/shared/i18n';
import frenchSite from '../fixtures/content/translations/fr/site.json';
import arabicSite from '../fixtures/content/translations/ar/site.json';
import arabicResume from '../fixtures/content/translations/ar/resume.json';

describe('the resume files in each language of the content', () => {
  let content: ContentFixture;
  let files: Record<string, string | Buffer>;

  beforeAll(async () => {
    content = copyContent();
    files = await resumeFiles(content.dir);
  }, RENDER_TIMEOUT_MS);

  afterAll(() => content.cleanup());

  it('draws the CV and the JSON Resume file per language, with no PDF set right to left', () => {
    expect(Object.keys(files).sort()).toEqual(FIXTURE_RESUME_FILES);
    expect(files).not.toHaveProperty(['/ar/resume.pdf']);
  });

  it(
    "heads the French CV's sections with French words, in the page's order",
    async () => {
      const cv = await readPdf(files['/fr/resume.pdf'] as Buffer);
      const headings = [
        french.resume.summary,
        french.resume.products,
        french.resume.skills,
        french.resume.education,
      ];
      const positions = headings.map((heading) => cv.text.indexOf(oneLine(heading)));
      expect(positions.map((position, index) => [headings[index], position >= 0])).toEqual(
        headings.map((heading) => [heading, true]),
      );
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      for (const id of ['summary', 'products', 'skills', 'education'] as const) {
        if (english.resume[id] !== french.resume[id]) {
          expect(cv.text).not.toContain(english.resume[id]);
        }
      }
      // Its texts are the translation's where it has them, the default's where it has none.
      expect(cv.text).toContain(frenchSite.title);
      expect(cv.text).not.toContain(site.title);
      expect(cv.text).toContain(oneLine(resume.summary[0]));
      expect(cv.text).toContain(
        format(french.resume.page, { page: '1', pages: String(cv.pages) }).replace(/\s+/g, ' '),
      );
      expect(cv.info.Subject).toBe(
        format(french.resume.subject, { name: site.name, title: frenchSite.title }),
      );
      expect(cv.raw).toMatch(/\/Lang \(fr\)/);
    },
    RENDER_TIMEOUT_MS,
  );

  it(
    'keeps the English CV in English',
    async () => {
      const cv = await readPdf(files['/resume.pdf'] as Buffer);
      expect(cv.text).toContain(english.resume.summary);
      expect(cv.text).not.toContain(french.resume.summary);
      expect(cv.text).toContain(site.title);
    },
    RENDER_TIMEOUT_MS,
  );

  it("gives the Arabic JSON Resume file the Arabic texts and the Arabic pages' addresses", () => {
    const arabic = JSON.parse(String(files['/ar/resume.json']));
    expect(arabic.basics.summary).toBe(arabicResume.summary.join(' '));
    expect(arabic.basics.label).toBe(arabicSite.title);
    expect(arabic.basics.email).toBe(site.email);
    // The case studies: the owner's sections that name no standard one follow them, typed.
    const studies = arabic.projects.filter((entry: { type?: string }) => !entry.type);
    expect(studies.length).toBeGreaterThan(0);
    for (const study of studies) {
      expect(study.caseStudyUrl).toMatch(new RegExp(`^${site.siteUrl}/ar/projects/[\\w-]+$`));
    }
    const english = JSON.parse(String(files['/resume.json']));
    expect(english.basics.summary).toBe(resume.summary.join(' '));
  });

  it('lists the publications of the bibliography file after those of resume.json', () => {
    const names = JSON.parse(String(files['/resume.json'])).publications.map(
      (entry: { name: string }) => entry.name,
    );
    const listed = resume.publications.map((entry) => entry.title);
    expect(names.slice(0, listed.length)).toEqual(listed);
    const bibliography = fs.readFileSync(path.join(content.dir, resume.bibliography), 'utf8');
    expect(names.length - listed.length).toBe(bibliography.match(/^@\w+\{/gm)!.length);
  });
});

describe('the resume files in the development server', () => {
  let content: ContentFixture;

  beforeEach(() => {
    content = copyContent();
  });

  afterEach(() => content.cleanup());

  /**
   * Starts the plugin's routes on the content as it is now, as `gatsby develop` does once; each
   * request then calls the first route whose pattern matches `urlPath`, as Express would. A
   * request is routed when a route answers it rather than passing it on with `next()`.
   */
  function startDevServer() {
    type Handler = (request: object, response: object, next: () => void) => Promise<void>;
    const routes: { pattern: RegExp; handler: Handler }[] = [];
    const app = {
      get: (pattern: RegExp, handler: Handler) => {
        expect(pattern).toBeInstanceOf(RegExp);
        routes.push({ pattern, handler });
      },
    };
    const reporter = { error: jest.fn() };
    const onCreateDevServer = devServer as unknown as (args: object, options: object) => void;
    onCreateDevServer({ app, reporter }, { path: content.dir });
    return async function request(urlPath: string) {
      const answer = { status: 200, type: '', body: undefined as unknown };
      const response = {
        status: (code: number) => ((answer.status = code), response),
        type: (type: string) => ((answer.type = type), response),
        send: (body: unknown) => void (answer.body = body),
      };
      const route = routes.find(({ pattern }) => pattern.test(urlPath));
      let passedOn = false;
      await route?.handler({ path: urlPath }, response, () => {
        passedOn = true;
      });
      const routed = route !== undefined && !passedOn;
      if (!routed) expect(answer.body).toBeUndefined();
      return { ...answer, routed, reporter };
    };
  }

  it(
    'serves each file drawn from the content as saved now',
    async () => {
      const request = startDevServer();
      content.edit('site', (json) => {
        json.title = 'Principal Engineer';
      });
      const card = await request('/contact.vcf');
      expect(card).toMatchObject({ routed: true, status: 200, type: '.vcf' });
      expect(String(card.body)).toContain('TITLE:Principal Engineer');
      const json = await request('/resume.json');
      expect(JSON.parse(String(json.body)).basics.label).toBe('Principal Engineer');
      const pdf = await request('/resume.pdf');
      expect((await readPdf(pdf.body as Buffer)).text).toContain('Principal Engineer');
      // A translation's files under its prefix; none for a PDF that cannot be set (Arabic).
      const french = await request('/fr/resume.json');
      expect(french).toMatchObject({ routed: true, status: 200, type: '.json' });
      expect(JSON.parse(String(french.body)).basics.label).toBe(frenchSite.title);
      expect(await request('/ar/resume.pdf')).toMatchObject({ routed: false });
      // Paths that are no resume file of the site are left to the rest of the server.
      expect(await request('/nl/resume.json')).toMatchObject({ routed: false });
      expect(await request('/fr/contact.vcf')).toMatchObject({ routed: false });
      expect(await request('/fr/resume.pdf/more')).toMatchObject({ routed: false });
      expect(await request('/resume.html')).toMatchObject({ routed: false });
    },
    RENDER_TIMEOUT_MS,
  );

  it('answers 500 with the reason when the content cannot make the file', async () => {
    // Content broken before the server starts: the server starts all the same.
    content.edit('site', (json) => {
      json.email = '';
    });
    const request = startDevServer();
    const card = await request('/contact.vcf');
    expect(card).toMatchObject({ routed: true, status: 500 });
    expect(String(card.body)).toContain('Could not generate /contact.vcf');
    expect(String(card.body)).toContain('listed by the content check');
    expect(card.reporter.error).toHaveBeenCalledTimes(1);
    expect(card.reporter.error).toHaveBeenCalledWith(card.body);
  });

  it('answers 500 when the content breaks while the server runs, and serves it once fixed', async () => {
    const request = startDevServer();
    content.edit('site', (json) => {
      json.email = '';
    });
    const broken = await request('/resume.json');
    expect(broken).toMatchObject({ routed: true, status: 500 });
    expect(String(broken.body)).toContain('listed by the content check');
    content.edit('site', (json) => {
      json.email = site.email;
    });
    const fixed = await request('/resume.json');
    expect(fixed).toMatchObject({ routed: true, status: 200, type: '.json' });
    expect(JSON.parse(String(fixed.body)).basics.email).toBe(site.email);
  });
});

describe('the resume files an earlier build left in public/', () => {
  let content: ContentFixture;
  let project: string;

  beforeEach(() => {
    content = copyContent();
    project = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-public-'));
    for (const at of ['/resume.pdf', '/resume.json', '/contact.vcf', '/fr/resume.pdf']) {
      const file = path.join(project, 'public', at);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, 'an earlier build');
    }
  });

  afterEach(() => {
    content.cleanup();
    fs.rmSync(project, { recursive: true, force: true });
  });

  const bootstrap = () => {
    const store = { getState: () => ({ program: { directory: project } }) };
    const onPostBootstrap = postBootstrap as unknown as (
      args: object,
      options: object,
    ) => Promise<void>;
    return onPostBootstrap({ store }, { path: content.dir });
  };
  const left = () =>
    ['/resume.pdf', '/resume.json', '/contact.vcf', '/fr/resume.pdf'].filter((at) =>
      fs.existsSync(path.join(project, 'public', at)),
    );

  it("are removed at the end of bootstrap, every language's", async () => {
    await bootstrap();
    expect(left()).toEqual([]);
  });

  it("are removed, the default language's at least, when the content has errors", async () => {
    content.edit('site', (json) => {
      json.email = '';
    });
    await expect(bootstrap()).resolves.toBeUndefined();
    expect(left().filter((at) => !at.startsWith('/fr/'))).toEqual([]);
  });
});
