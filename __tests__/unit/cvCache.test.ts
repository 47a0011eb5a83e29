/** @jest-environment node */
// The CVs a build keeps between builds (plugins/shared/outputCache.ts): an edit redraws the CV of
// the language it touches, and no other. The drawing itself is stood in for: what is observed is
// which CVs are drawn, from what, and which files change.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { resumeFiles, type Drawing } from '../../plugins/cv/files';
import * as pdf from '../../plugins/cv/pdf';
import type { OutputCache } from '../../plugins/shared/outputCache';
import { copyContent, type ContentFixture } from '../support/contentFixture';

const CVS = ['/de/resume.pdf', '/fr/resume.pdf', '/resume.pdf'];

describe('the CVs a build keeps', () => {
  let content: ContentFixture;
  let cache: OutputCache;
  let draw: jest.SpyInstance;

  beforeEach(() => {
    content = copyContent();
    cache = { dir: fs.mkdtempSync(path.join(os.tmpdir(), 'cv-cache-')), code: 'cv-code-1' };
    draw = jest
      .spyOn(pdf, 'renderCv')
      .mockImplementation(async (drawn, published) =>
        Buffer.from(`${published?.lang}: ${drawn.resume.summary.join(' ')}`),
      );
  });

  afterEach(() => {
    draw.mockRestore();
    content.cleanup();
    fs.rmSync(cache.dir, { recursive: true, force: true });
  });

  /** A build's CVs: the files, the languages drawn, and the paths taken from the cache. */
  async function build(drawing: Drawing = { cache }) {
    draw.mockClear();
    const kept: string[] = [];
    const files = await resumeFiles(content.dir, CVS, { prefix: '' }, { ...drawing, kept });
    const drawn = draw.mock.calls.map(([, published]) => published.lang).sort();
    return { files, drawn, kept: kept.sort() };
  }

  it('draws every CV once, and takes them all from the cache in the next build', async () => {
    const first = await build();
    expect(first.drawn).toEqual(['de', 'en', 'fr']);
    const second = await build();
    expect(second.drawn).toEqual([]);
    expect(second.kept).toEqual(CVS);
    for (const at of CVS) expect(second.files[at]).toEqual(first.files[at]);
  });

  it('redraws only the CV of the language whose resume text changed, from the new text', async () => {
    const first = await build();
    content.edit('translations/de/resume', (json) => {
      json.summary[0] = 'Baut jetzt auch Werkzeuge für die Kommandozeile.';
    });
    const second = await build();
    expect(second.drawn).toEqual(['de']);
    const [[drawn]] = draw.mock.calls;
    expect(drawn.resume.summary[0]).toBe('Baut jetzt auch Werkzeuge für die Kommandozeile.');
    const changed = CVS.filter(
      (at) => !(second.files[at] as Buffer).equals(first.files[at] as Buffer),
    );
    expect(changed).toEqual(['/de/resume.pdf']);
  });

  it('redraws the CVs whose text the default resume gives when it changes', async () => {
    await build();
    const resume = content.read('resume');
    content.edit('resume', (json) => {
      json.summary[0] = `${resume.summary[0]} Edited.`;
    });
    // German translates the summary; French shows the default's.
    expect((await build()).drawn).toEqual(['en', 'fr']);
  });

  it("redraws a language's CV when its site texts change, and no other", async () => {
    await build();
    content.edit('translations/fr/site', (json) => {
      json.title = 'Développeuse web';
    });
    expect((await build()).drawn).toEqual(['fr']);
  });

  it('redraws every CV when the code that draws them changed', async () => {
    await build();
    expect((await build({ cache: { ...cache, code: 'cv-code-2' } })).drawn).toEqual([
      'de',
      'en',
      'fr',
    ]);
  });

  it('draws every CV in every build without a cache (develop, tests)', async () => {
    await build({});
    expect((await build({})).drawn).toEqual(['de', 'en', 'fr']);
  });

  it('stops as the drawing does, and keeps no CV of the failed build', async () => {
    await build();
    draw.mockImplementation(async () => {
      throw new Error('the German CV would run to 3 pages');
    });
    content.edit('translations/de/resume', (json) => {
      json.summary[0] = 'Länger.';
    });
    await expect(build()).rejects.toThrow('3 pages');
    draw.mockImplementation(async (_drawn, published) => Buffer.from(`${published?.lang}`));
    expect((await build()).drawn).toEqual(['de']);
  });
});
