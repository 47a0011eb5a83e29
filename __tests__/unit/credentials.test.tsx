// The credentials as a visitor meets them: the resume's certifications, awards and
// publications after the four sections every resume has, and the recommendations on home; each list keyed
// by its entries' ids, so entries with the same text render apart.
import { screen, within } from '@testing-library/react';
import HomePage from '../../src/pages';
import ResumePage from '../../src/pages/resume';
import { format } from '../../src/shared/i18n';
import english from '../../src/shared/i18n/en.json';
import { formatDate } from '../../src/shared/dates';
import { homeData, resumeData, resumePageData } from '../support/fixtures';
import { pageProps, renderInSite } from '../support/render';

const words = english.credentials;
const certifications = resumePageData.allCertification.nodes;
const region = (name: string) => screen.getByRole('region', { name });

describe('the resume', () => {
  beforeEach(() => renderInSite(<ResumePage {...pageProps(resumePageData, '/resume')} />));

  test("comes after the four sections every resume has, in the order certifications, awards, publications, before the sections of the owner's own", () => {
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    const after = headings.indexOf(english.resume.education) + 1;
    expect(headings.slice(after)).toEqual([
      words.certifications,
      words.awards,
      words.publications,
      ...(resumeData.sections ?? []).map((section) => section.heading),
    ]);
  });

  test('shows each certification with its issuer and its dates in the page language', () => {
    const items = within(region(words.certifications)).getAllByRole('listitem');
    expect(items).toHaveLength(certifications.length);
    certifications.forEach((entry, index) => {
      const item = items[index];
      expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(entry.name);
      expect(item).toHaveTextContent(entry.issuer);
      expect(item).toHaveTextContent(
        format(words.issued, { date: formatDate(entry.issued, 'en') }),
      );
      expect(item.querySelector(`time[datetime="${entry.issued}"]`)).not.toBeNull();
      if (!entry.expires) return;
      const said = entry.expired ? words.expired : words.validUntil;
      expect(item).toHaveTextContent(format(said, { date: formatDate(entry.expires, 'en') }));
    });
    // The test content has one of each: valid and expired.
    expect(certifications.some((entry) => entry.expired)).toBe(true);
    expect(certifications.some((entry) => entry.expires && !entry.expired)).toBe(true);
  });

  test('links each verification page in a new tab, named for what it verifies', () => {
    const verified = certifications.filter((entry) => entry.verify);
    expect(verified.length).toBeGreaterThan(0);
    for (const entry of verified) {
      const name = `${format(words.verifyName, { name: entry.name })} ${english.newTab}`;
      const link = within(region(words.certifications)).getByRole('link', { name });
      expect(link).toHaveAttribute('href', entry.verify);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveTextContent(words.verify);
    }
  });

  test('shows each award and publication with its source, its date and its authors', () => {
    const awards = within(region(words.awards)).getAllByRole('heading', { level: 3 });
    expect(awards.map((h) => h.textContent)).toEqual(resumeData.awards!.map((a) => a.title));
    const publications = region(words.publications);
    for (const entry of resumeData.publications!) {
      const heading = within(publications).getByRole('heading', { name: new RegExp(entry.title) });
      const item = heading.closest('li')!;
      expect(item).toHaveTextContent(entry.publisher);
      expect(item).toHaveTextContent(formatDate(entry.date, 'en'));
      expect(item).toHaveTextContent(
        format(words.by, { authors: entry.authors.join(words.authorsJoin) }),
      );
      if (entry.link) expect(within(heading).getByRole('link')).toHaveAttribute('href', entry.link);
    }
  });
});

test('home shows the chosen recommendations after the projects: the quote, who said it and how they know', () => {
  renderInSite(<HomePage {...pageProps(homeData, '/')} />);
  const shown = homeData.allRecommendation.nodes;
  const hidden = resumeData.recommendations!.filter((entry) => entry.hideOnHome);
  expect(hidden.length).toBeGreaterThan(0);
  const section = region(english.recommendations.title);
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(headings.indexOf(english.recommendations.title)).toBe(
    headings.indexOf(english.home.projectsTitle) + 1,
  );
  const figures = within(section).getAllByRole('figure');
  expect(figures).toHaveLength(shown.length);
  shown.forEach((entry, index) => {
    const figure = figures[index];
    expect(figure.querySelector('blockquote')).toHaveTextContent(entry.quote);
    expect(figure).toHaveTextContent(entry.name);
    expect(figure).toHaveTextContent(entry.relationship);
    if (!entry.link) return;
    const name = `${format(english.recommendations.readBy, { name: entry.name })} ${english.newTab}`;
    expect(within(figure).getByRole('link', { name })).toHaveAttribute('href', entry.link);
  });
  for (const entry of hidden) expect(section).not.toHaveTextContent(entry.quote);
});

test('entries with the same texts render apart, keyed by their ids', () => {
  const error = jest.spyOn(console, 'error');
  // Not an upcoming one: only the first of those is shown.
  const project = homeData.allProject.nodes.find((entry) => entry.status === 'completed')!;
  const twice = <T extends { slug: string }>(nodes: readonly T[]) => [
    nodes[0],
    { ...nodes[0], slug: `${nodes[0].slug}-again` },
  ];
  const data = {
    ...homeData,
    allTechItem: { nodes: twice(homeData.allTechItem.nodes) },
    allProject: { nodes: twice([project]) },
    allRecommendation: { nodes: twice(homeData.allRecommendation.nodes) },
    owner: { ...homeData.owner!, social: twice(homeData.owner!.social) },
  } as typeof homeData;
  renderInSite(<HomePage {...pageProps(data, '/')} />);
  const resume = Object.fromEntries(
    Object.entries(resumePageData).map(([key, value]) => [
      key,
      key.startsWith('all')
        ? { nodes: twice((value as { nodes: readonly { slug: string }[] }).nodes) }
        : value,
    ]),
  ) as typeof resumePageData;
  renderInSite(<ResumePage {...pageProps(resume, '/resume')} />);
  const titled = screen
    .getAllByRole('heading', { level: 3 })
    .filter((heading) => heading.textContent?.startsWith(project.title));
  expect(titled).toHaveLength(2);
  expect(error.mock.calls.map((call) => String(call[0]))).not.toContainEqual(
    expect.stringContaining('same key'),
  );
});
