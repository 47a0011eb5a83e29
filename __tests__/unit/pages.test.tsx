import { fireEvent, screen, within } from '@testing-library/react';
import NotFoundPage from '../../src/pages/404';
import ResumePage from '../../src/pages/resume';
import VideosPage from '../../src/pages/videos';
import {
  homeData,
  resumeData,
  resumePageData,
  siteData,
  videoItems,
  videosPageData,
} from '../support/fixtures';
import { pageProps, renderInSite } from '../support/render';
import english from '../../src/shared/i18n/en.json';
import { format } from '../../src/shared/i18n';

describe('404 page', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('says the page was not found, links home and logs the unknown path once', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The address the browser asked for, which the router may name differently (its 404 page).
    window.history.pushState({}, '', '/no-such-page');
    renderInSite(<NotFoundPage {...pageProps(homeData, '/404/')} />, '/404/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page not found');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0].join(' ')).toBe('404: no page at /no-such-page');
  });
});

describe('render errors', () => {
  function Broken(): never {
    throw new Error('The projects list could not be read');
  }

  it('shows the generic error heading and the message instead of a blank page', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInSite(<Broken />, '/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unexpected Application Error!',
    );
    expect(screen.getByText('The projects list could not be read')).toBeInTheDocument();
  });
});

describe('resume page', () => {
  beforeEach(() => {
    renderInSite(<ResumePage {...pageProps(resumePageData, '/resume')} />, '/resume');
  });

  it('shows who, what and how to reach them', () => {
    const contacts = within(screen.getByRole('list', { name: 'Contact details' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(siteData.name);
    expect(screen.getByText(siteData.title)).toBeInTheDocument();
    expect(screen.getByText(siteData.location)).toBeInTheDocument();
    expect(contacts.getByRole('link', { name: siteData.phone })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+?\d+$/),
    );
    expect(contacts.getByRole('link', { name: siteData.email })).toHaveAttribute(
      'href',
      `mailto:${siteData.email}`,
    );
    expect(contacts.getByRole('link', { name: /^jose\.example\.org/ })).toHaveAttribute(
      'href',
      siteData.website,
    );
  });

  it('downloads the CV under its fixed file name', () => {
    const download = screen.getByRole('link', { name: 'Download CV' });
    expect(download).toHaveAttribute('href', '/resume.pdf');
    expect(download).toHaveAttribute('download', siteData.cvFilename);
  });

  it('saves the contact card under the file name the content gives', () => {
    const card = screen.getByRole('link', { name: 'Save contact' });
    expect(card).toHaveAttribute('href', '/contact.vcf');
    expect(card).toHaveAttribute('download', siteData.contactFilename);
  });

  it('has the four sections, with every summary bullet, product, skill group and degree', () => {
    const section = (name: string) => screen.getByRole('region', { name });
    expect(
      within(section('Professional Summary'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(resumeData.summary);
    const products = within(section('Products & Projects')).getAllByRole('heading', { level: 3 });
    expect(products.map((heading) => heading.textContent)).toEqual(
      resumeData.products.map((product) => `${product.name} (opens in a new tab)`),
    );
    for (const product of resumeData.products) {
      expect(screen.getByText(product.role)).toBeInTheDocument();
    }
    const groups = within(section('Technical Skills')).getAllByRole('heading', { level: 3 });
    expect(groups.map((heading) => heading.textContent)).toEqual(
      resumeData.skills.map((entry) => entry.group),
    );
    expect(
      within(section('Education'))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(
      resumeData.education.map(({ degree, ...entry }) => {
        const { field } = entry as { field?: string };
        return field ? format(english.resume.degreeIn, { degree, field }) : degree;
      }),
    );
  });
});

describe('videos page', () => {
  beforeEach(() => {
    renderInSite(<VideosPage {...pageProps(videosPageData, '/videos')} />, '/videos');
  });

  it('lists the videos with title and description, and links the channel in a new tab', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My YouTube Videos');
    expect(screen.getAllByRole('article')).toHaveLength(videoItems.length);
    for (const video of videoItems) {
      expect(screen.getByRole('heading', { name: video.title, level: 2 })).toBeInTheDocument();
      expect(screen.getByText(video.description)).toBeInTheDocument();
    }
    const channel = screen.getByRole('link', { name: /Visit My YouTube Channel/ });
    expect(channel).toHaveAttribute('href', siteData.channelUrl);
    expect(channel).toHaveAttribute('target', '_blank');
  });

  it('creates the privacy-enhanced player only when play is clicked', () => {
    const [first] = videoItems;
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: `Play video: ${first.title}` }));
    const player = document.querySelector('iframe');
    expect(player).toHaveAttribute(
      'src',
      expect.stringMatching(`^https://www\\.youtube-nocookie\\.com/embed/${first.embedId}`),
    );
    expect(player).toHaveAttribute('title', expect.stringContaining(first.title));
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });
});
