import { fireEvent, screen } from '@testing-library/react';
import HomePage from '../../src/pages/index';
import ResumePage from '../../src/pages/resume';
import { placeAt, scrollWindowTo, setPageHeight, setReducedMotion } from '../support/browser';
import { homeData, resumePageData, siteData } from '../support/fixtures';
import { pageProps, renderInSite } from '../support/render';

const SOLID = 'rgba(255, 255, 255, 0.82)';
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

  it('stays transparent up to 10 px of scroll and turns solid at 11 px (the blur is checked in a real browser)', () => {
    expect(navBar()).toHaveStyle({ backgroundColor: TRANSPARENT });
    scrollWindowTo(10);
    expect(navBar()).toHaveStyle({ backgroundColor: TRANSPARENT });
    scrollWindowTo(11);
    expect(navBar()).toHaveStyle({ backgroundColor: SOLID });
    scrollWindowTo(0);
    expect(navBar()).toHaveStyle({ backgroundColor: TRANSPARENT });
  });

  it('scrolls smoothly to the projects section, leaving 80 px above it', () => {
    const section = document.getElementById('projects') as HTMLElement;
    window.scrollY = 300;
    placeAt(section, 1200);
    fireEvent.click(screen.getByRole('link', { name: 'Projects' }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 1420, behavior: 'smooth' });
    expect(section).toHaveFocus();
  });

  it('jumps at once when the visitor prefers reduced motion', () => {
    setReducedMotion(true);
    placeAt(document.getElementById('projects') as HTMLElement, 1000);
    fireEvent.click(screen.getByRole('link', { name: 'Projects' }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 920, behavior: 'auto' });
  });

  it('marks Projects as current once the section top is within 100 px of the scroll position', () => {
    setPageHeight(5000);
    const section = document.getElementById('projects') as HTMLElement;
    const projects = screen.getByRole('link', { name: 'Projects' });
    // The section's top is 1500 px down the document.
    placeAt(section, 1500 - 1399);
    scrollWindowTo(1399);
    expect(projects).not.toHaveAttribute('aria-current');
    placeAt(section, 1500 - 1400);
    scrollWindowTo(1400);
    expect(projects).toHaveAttribute('aria-current', 'true');
  });

  it('marks Projects as current at the end of a page too short to bring it 100 px up', () => {
    // A 768 px window on a 2000 px page scrolls 1232 px at most; the section starts at 1500.
    setPageHeight(2000);
    const section = document.getElementById('projects') as HTMLElement;
    const projects = screen.getByRole('link', { name: 'Projects' });
    placeAt(section, 1500 - 1230);
    scrollWindowTo(1230);
    expect(projects).not.toHaveAttribute('aria-current');
    placeAt(section, 1500 - 1232);
    scrollWindowTo(1232);
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
