import { screen, within } from '@testing-library/react';
import HomePage from '../../src/pages/index';
import ResumePage from '../../src/pages/resume';
import { placeAt, scrollWindowTo, setPageHeight } from '../support/browser';
import { homeData, resumePageData, siteData } from '../support/fixtures';
import { pageProps, renderInSite } from '../support/render';
import { color } from '../../src/shared/tokens';

// The theme's solid bar colour (its values per theme are checked in a real browser).
const SOLID = color.navSolid;
const TRANSPARENT = 'rgba(0, 0, 0, 0)';

function navBar() {
  return screen.getByRole('navigation', { name: 'Main' }).closest('header') as HTMLElement;
}

describe('navigation bar on home', () => {
  beforeEach(() => {
    renderInSite(<HomePage {...pageProps(homeData)} />);
  });

  it('offers the jump to projects instead of a Home link', () => {
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Projects' }));
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resume' })).toHaveAttribute('href', '/resume');
    expect(screen.getByRole('link', { name: 'Videos' })).toHaveAttribute('href', '/videos');
  });

  it('opens Hire Me in a new tab with a reference parameter, added when the link has none', () => {
    const hire = screen.getByRole('link', { name: /^Hire Me/ });
    expect(siteData.hireUrl).not.toContain('ref=');
    expect(hire).toHaveAttribute('href', `${siteData.hireUrl}&ref=portfolio`);
    expect(new URL(hire.getAttribute('href') ?? '').searchParams.get('ref')).toBeTruthy();
    expect(hire).toHaveAttribute('target', '_blank');
    expect(hire).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is transparent at the top and solid once the head script marks the page scrolled (the blur is checked in a real browser)', () => {
    expect(navBar()).toHaveStyle({ backgroundColor: TRANSPARENT });
    document.documentElement.setAttribute('data-scrolled', '');
    expect(navBar()).toHaveStyle({ backgroundColor: SOLID });
    document.documentElement.removeAttribute('data-scrolled');
    expect(navBar()).toHaveStyle({ backgroundColor: TRANSPARENT });
  });

  // (The 80 px the jump leaves above the section is measured in a real browser.)
  it('links Projects to the section', () => {
    const projects = screen.getByRole('link', { name: 'Projects' });
    const section = document.getElementById(projects.getAttribute('href')!.slice(1));
    expect(section).toHaveAccessibleName('Projects');
  });

  // The projects section starts 1500 px down the document, in a 768 px window.
  it.each([
    ['once the section top is within 100 px of the scroll position', 5000, 1399, 1400],
    // A 2000 px page scrolls 1232 px at most: the section never reaches the 100 px line.
    ['at the end of a page too short to bring it 100 px up', 2000, 1230, 1232],
  ])('marks Projects as current %s', (_when, pageHeight, before, at) => {
    setPageHeight(pageHeight);
    const section = document.getElementById('projects') as HTMLElement;
    const projects = screen.getByRole('link', { name: 'Projects' });
    placeAt(section, 1500 - before);
    scrollWindowTo(before);
    expect(projects).not.toHaveAttribute('aria-current');
    placeAt(section, 1500 - at);
    scrollWindowTo(at);
    expect(projects).toHaveAttribute('aria-current', 'true');
  });
});

describe('navigation bar on other pages', () => {
  it('is solid from the start and links Home', () => {
    renderInSite(<ResumePage {...pageProps(resumePageData, '/resume')} />, '/resume');
    expect(navBar()).toHaveStyle({ backgroundColor: SOLID });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Projects' })).not.toBeInTheDocument();
  });
});

describe('Writing in the bar', () => {
  const links = () =>
    screen
      .getAllByRole('link')
      .filter((link) => screen.getByRole('navigation', { name: 'Main' }).contains(link))
      .map((link) => link.textContent);

  it('comes after Videos when the owner puts it there, and not otherwise', async () => {
    const { pageLanguage } = await import('../support/render');
    const { default: english } = await import('../../src/shared/i18n/en.json');
    const { writingBar: _bar, ...without } = english;
    const { unmount } = renderInSite(
      <ResumePage {...pageProps(resumePageData, '/resume')} />,
      '/resume',
      pageLanguage('/resume', { messages: without as typeof english }),
    );
    expect(links()).not.toContain(english.writingBar.link);
    unmount();
    renderInSite(<ResumePage {...pageProps(resumePageData, '/resume')} />, '/resume');
    const shown = links();
    expect(shown.indexOf(english.writingBar.link)).toBe(shown.indexOf('Videos') + 1);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: english.writingBar.link })).toHaveAttribute(
      'href',
      '/writing',
    );
  });
});
