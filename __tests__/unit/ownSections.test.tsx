// The owner's own sections as a visitor meets them on the resume: each a region named by its
// heading, its entries in order with their title (linked when they give a page), where, the
// place, the date or the range, the summary and the points.
import { screen, within } from '@testing-library/react';
import ResumePage from '../../src/pages/resume';
import type { ResumeFile } from '../../src/shared/contentTypes';
import { formatDate } from '../../src/shared/dates';
import { resumeData, resumePageData } from '../support/fixtures';
import { pageProps, renderInSite } from '../support/render';

const sections = (resumeData as unknown as ResumeFile).sections ?? [];

beforeEach(() => renderInSite(<ResumePage {...pageProps(resumePageData, '/resume')} />));

test('the test content has sections of its own, one with a range and one with a link', () => {
  const entries = sections.flatMap((section) => section.entries);
  expect(sections.length).toBeGreaterThan(1);
  expect(entries.some((entry) => entry.until)).toBe(true);
  expect(entries.some((entry) => entry.link)).toBe(true);
});

test.each(sections.map((section) => [section.heading, section] as const))(
  '%s: a region named by its heading, its entries in order, each with what the content gives',
  (heading, section) => {
    const region = screen.getByRole('region', { name: heading });
    const items = within(region).getAllByRole('listitem', { name: undefined });
    const entries = items.filter((item) => item.parentElement?.parentElement === region);
    expect(entries).toHaveLength(section.entries.length);
    section.entries.forEach((entry, index) => {
      const item = within(entries[index]);
      // A linked title is named with the new tab it opens.
      const title = item.getByRole('heading', { level: 3, name: new RegExp(`^${entry.title}`) });
      if (entry.link) {
        expect(within(title).getByRole('link', { name: new RegExp(entry.title) })).toHaveAttribute(
          'href',
          entry.link,
        );
      } else {
        expect(within(title).queryByRole('link')).not.toBeInTheDocument();
      }
      for (const value of [entry.where, entry.place, entry.summary]) {
        if (value) expect(entries[index]).toHaveTextContent(value);
      }
      const { date, until } = entry;
      if (date) {
        const shown = formatDate(date, 'en');
        const expected = until ? `${shown} – ${formatDate(until, 'en')}` : shown;
        expect(entries[index]).toHaveTextContent(expected);
        const times = entries[index].querySelectorAll('time');
        expect([...times].map((time) => time.getAttribute('datetime'))).toEqual(
          until ? [date, until] : [date],
        );
      }
      // Each line it draws says something: no empty line of facts.
      const lines = [...entries[index].querySelectorAll('p')].map((line) => line.textContent);
      expect(lines).not.toContain('');
      const { bullets = [] } = entry;
      for (const bullet of bullets) expect(item.getByText(bullet).tagName).toBe('LI');
    });
  },
);
