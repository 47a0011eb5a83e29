// The owner's own sections they chose to show on home too: after the projects and the
// recommendations, before the invitation to get in touch, each a region named by its heading with
// its entries; the others stay on the resume alone.
import { screen, within } from '@testing-library/react';
import HomePage from '../../src/pages/index';
import type { ResumeFile } from '../../src/shared/contentTypes';
import { homeData, resumeData } from '../support/fixtures';
import { pageProps, renderInSite } from '../support/render';

const sections = (resumeData as unknown as ResumeFile).sections ?? [];
const onHome = sections.filter((section) => section.home);

beforeEach(() => renderInSite(<HomePage {...pageProps(homeData)} />));

test('the test content shows one section of its own on home and keeps another off it', () => {
  expect(onHome.length).toBeGreaterThan(0);
  expect(onHome.length).toBeLessThan(sections.length);
});

test('each section chosen for home is a region after the others, its entries in order', () => {
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  for (const section of sections) {
    expect(headings.includes(section.heading)).toBe(Boolean(section.home));
  }
  // After them come the latest posts, when there are any, and the contact invitation.
  const after = (homeData.latestPosts?.nodes.length ? 1 : 0) + (homeData.owner?.contact ? 1 : 0);
  const last = headings.slice(-onHome.length - after);
  expect(last.slice(0, onHome.length)).toEqual(onHome.map((section) => section.heading));
  for (const section of onHome) {
    const region = screen.getByRole('region', { name: section.heading });
    expect(region).toHaveAttribute('id', section.id);
    const titles = within(region).getAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(
      section.entries.map((entry) => expect.stringContaining(entry.title)),
    );
  }
});
