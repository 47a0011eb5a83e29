// The resume page: contact links, the CV download, and every section with its content.
import type { Locator, Page } from 'playwright-core';
import { openPage, type Visit } from './support/browser';
import { WIDTHS } from './support/config';
import { resume, site } from './support/content';

const SKILL_GROUPS = [
  'Languages & Frameworks',
  'Frontend Tools & Libraries',
  'Backend & APIs',
  'Tooling & DevOps',
  'Development Practices',
];

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
    const phone = contacts.getByRole('link', { name: site.phone });
    expect(await phone.getAttribute('href')).toBe(`tel:${site.phone.replace(/[^\d+]/g, '')}`);
    const email = contacts.getByRole('link', { name: site.email });
    expect(await email.getAttribute('href')).toBe(`mailto:${site.email}`);
    const websiteText = site.website.replace(/^https?:\/\//, '').replace(/\/$/, '');
    const website = contacts.getByRole('link', { name: websiteText });
    expect(await website.getAttribute('href')).toBe(site.website);
    expect(await website.getAttribute('target')).toBe('_blank');
  });

  test('Download CV downloads the PDF under its fixed name', async () => {
    const { page } = visit;
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 10000 }),
      page.getByRole('link', { name: 'Download CV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(site.cvFilename);
    expect(await download.failure()).toBeNull();
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  test('has a professional summary of 10 bullets', async () => {
    const bullets = section(visit.page, 'Professional Summary').getByRole('listitem');
    expect(await bullets.count()).toBe(10);
    expect(await bullets.allTextContents()).toEqual(resume.summary);
  });

  test('lists 3 products and projects', async () => {
    const products = section(visit.page, 'Products & Projects').getByRole('heading', {
      level: 3,
    });
    expect(await products.count()).toBe(3);
    const names = (await products.allTextContents()).map((name) =>
      name.replace('(opens in a new tab)', '').trim(),
    );
    expect(names).toEqual(resume.products.map((product) => product.name));
  });

  test('groups technical skills under the 5 named groups', async () => {
    const skills = section(visit.page, 'Technical Skills');
    expect(await skills.getByRole('heading', { level: 3 }).allTextContents()).toEqual(SKILL_GROUPS);
    for (const group of SKILL_GROUPS) {
      expect(
        await skills.getByRole('list', { name: group, exact: true }).getByRole('listitem').count(),
      ).toBe(resume.skills.find((entry) => entry.group === group)?.items.length);
    }
  });

  test('shows the degree under Education', async () => {
    const education = section(visit.page, 'Education');
    expect(await education.getByRole('heading', { level: 2, name: 'Education' }).isVisible()).toBe(
      true,
    );
    const degree = education.getByRole('heading', { level: 3 });
    expect(await degree.textContent()).toBe(resume.education[0].degree);
    expect(await degree.textContent()).toMatch(/bachelor.*electronics/i);
  });
});
