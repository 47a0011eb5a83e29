// The resume page: contact links, the CV download, and every section with its content.
import type { Locator, Page } from 'playwright-core';
import { openPage, type Visit } from './support/browser';
import { WIDTHS } from './support/config';
import { caseStudies, DEFAULT_LANG, messagesOf, resume, site } from './support/content';
import { squash, textsOf } from './support/page';
import { newTabLinkName, withoutNewTabNote } from './support/locators';
import { pathOf } from './support/site';
import { CONTACT_CARD_PATH, JSON_RESUME_PATH } from '../../src/shared/constants';
import { contactFilename } from '../../src/shared/contact';
import { format } from '../../src/shared/i18n';
import { closePdfReader, readPdf } from '../support/pdf';
import { readCard } from '../support/vcard';

afterAll(closePdfReader);

function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

describe.each(WIDTHS)('resume at %i px', (width) => {
  let visit: Visit;
  beforeAll(async () => {
    visit = await openPage('/resume', { width, acceptDownloads: true });
  });

  test('offers phone, e-mail and website links', async () => {
    const contacts = visit.page.getByRole('list', { name: 'Contact details' });
    const phone = contacts.getByRole('link', { name: site.phone, exact: true });
    expect(await phone.getAttribute('href')).toBe(`tel:${site.phone.replace(/[^\d+]/g, '')}`);
    const email = contacts.getByRole('link', { name: site.email, exact: true });
    expect(await email.getAttribute('href')).toBe(`mailto:${site.email}`);
    const websiteText = site.website.replace(/^https?:\/\//, '').replace(/\/$/, '');
    const website = contacts.getByRole('link', { name: newTabLinkName(websiteText), exact: true });
    expect(await website.getAttribute('href')).toBe(site.website);
    expect(await website.getAttribute('target')).toBe('_blank');
  });

  test('Download CV downloads the PDF of the resume under its fixed name', async () => {
    const { page } = visit;
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30000 }),
      page.getByRole('link', { name: 'Download CV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(site.cvFilename);
    expect(await download.failure()).toBeNull();
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const pdf = Buffer.concat(chunks);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    // The CV is drawn from the same content as the page: its text holds the same facts.
    const text = squash((await readPdf(pdf)).text);
    const facts = [
      site.name,
      site.title,
      ...resume.summary,
      ...resume.products.map((product) => product.name),
      ...resume.skills.map((group) => group.group),
      ...resume.education.map((entry) => entry.degree),
    ];
    expect(facts.filter((fact) => !text.includes(fact))).toEqual([]);
  });

  test('Save contact downloads the contact card under its fixed name, as a vCard of the content', async () => {
    const { page } = visit;
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30000 }),
      page.getByRole('link', { name: 'Save contact' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(contactFilename(site));
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const { value, urls } = readCard(Buffer.concat(chunks).toString('utf8'));
    expect(squash(String(value('fn')))).toBe(site.name);
    expect(value('email')).toBe(site.email);
    expect(urls[0].url).toBe(site.website);
    const response = await page.request.get(new URL(pathOf(CONTACT_CARD_PATH), page.url()).href);
    expect(response.headers()['content-type']).toBe('text/vcard; charset=utf-8');
  });

  test("has the four sections, in order, then the credentials and the owner's own sections the content lists", async () => {
    const headings = await textsOf(visit.page.getByRole('main').getByRole('heading', { level: 2 }));
    const words = messagesOf(DEFAULT_LANG).credentials;
    // every-engine/credentials.ts checks these sections' entries.
    const credentials = (['certifications', 'awards', 'publications'] as const).filter(
      (list) => (resume[list]?.length ?? 0) > 0 || (list === 'publications' && resume.bibliography),
    );
    expect(headings).toEqual([
      'Professional Summary',
      'Products & Projects',
      'Technical Skills',
      'Education',
      ...credentials.map((list) => words[list]),
      // every-engine/sections.ts checks their entries.
      ...(resume.sections ?? []).map((section) => section.heading),
    ]);
  });

  test('has every summary bullet of the content, in order', async () => {
    const bullets = section(visit.page, 'Professional Summary').getByRole('listitem');
    expect(await textsOf(bullets)).toEqual(resume.summary);
  });

  test('lists every product with its role, years, link and bullets', async () => {
    const products = section(visit.page, 'Products & Projects');
    const names = (await textsOf(products.getByRole('heading', { level: 3 }))).map(
      withoutNewTabNote,
    );
    expect(names).toEqual(resume.products.map((product) => product.name));
    for (const product of resume.products) {
      const link = products.getByRole('link', {
        name: newTabLinkName(product.name),
        exact: true,
      });
      expect(await link.getAttribute('href')).toBe(product.link);
      expect(await link.getAttribute('target')).toBe('_blank');
      const text = squash((await products.textContent()) ?? '');
      for (const value of [product.role, product.years, ...product.bullets]) {
        expect(text).toContain(value);
      }
    }
  });

  test('groups the technical skills as the content does', async () => {
    const skills = section(visit.page, 'Technical Skills');
    expect(await textsOf(skills.getByRole('heading', { level: 3 }))).toEqual(
      resume.skills.map((entry) => entry.group),
    );
    for (const { group, items } of resume.skills) {
      expect(
        await textsOf(skills.getByRole('list', { name: group, exact: true }).getByRole('listitem')),
      ).toEqual(items);
    }
  });

  test('shows every degree under Education, with its school and years', async () => {
    const education = section(visit.page, 'Education');
    const { degreeIn } = messagesOf(DEFAULT_LANG).resume;
    expect(await textsOf(education.getByRole('heading', { level: 3 }))).toEqual(
      resume.education.map(({ degree, ...entry }) => {
        const { field } = entry;
        return field ? format(degreeIn, { degree, field }) : degree;
      }),
    );
    const text = squash((await education.textContent()) ?? '');
    for (const entry of resume.education) {
      for (const value of [entry.school, entry.location, entry.years])
        expect(text).toContain(value);
    }
  });
});

describe('the resume for tools', () => {
  test('the page links its JSON Resume file, served as JSON with the facts of the page', async () => {
    const { page } = await openPage('/resume');
    const link = page.locator('link[rel="alternate"][type="application/json"]');
    const href = await link.getAttribute('href');
    expect(href).toBe(pathOf(JSON_RESUME_PATH));
    const response = await page.request.get(new URL(href!, page.url()).href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/json; charset=utf-8');
    const json = (await response.json()) as {
      basics: { name: string; email: string };
      work: { name: string; position: string; url: string; highlights: string[] }[];
      projects: { name: string }[];
      skills: { keywords: string[] }[];
      education: { institution: string }[];
    };
    expect(json.basics).toMatchObject({ name: site.name, email: site.email });
    // The products as work, at the addresses the page links; the case studies as projects, then
    // the entries of the owner's sections that name no standard section.
    expect(
      json.work.map(({ name, position, url, highlights }) => ({
        name: squash(name),
        role: squash(position),
        link: url,
        bullets: highlights.map(squash),
      })),
    ).toEqual(
      resume.products.map(({ name, role, link, bullets }) => ({ name, role, link, bullets })),
    );
    expect(json.projects.map((project) => squash(project.name))).toEqual([
      ...caseStudies.map(({ project }) => project.title),
      ...(resume.sections ?? [])
        .filter((section) => !section.jsonResume)
        .flatMap((section) => section.entries.map((entry) => entry.title)),
    ]);
    expect(json.skills.flatMap((group) => group.keywords)).toEqual(
      resume.skills.flatMap((group) => group.items),
    );
    expect(json.education.map((entry) => entry.institution)).toEqual(
      resume.education.map((entry) => entry.school),
    );
  });
});
