import { needsDarkChip } from '../../src/lib/iconChip';
import { hueOf, initialsOf } from '../../src/lib/initials';
import { visibleProjects } from '../../src/lib/projects';
import { activeSectionId, isScrolledToEnd } from '../../src/lib/scroll';
import { hireHref } from '../../src/shared/contact';
import { bundledIconPath } from '../../src/shared/icons';

describe('visibleProjects', () => {
  const make = (title: string, status: 'completed' | 'active' | 'upcoming') => ({ title, status });

  it('keeps every completed and active project, and only the first upcoming one, in order', () => {
    const projects = [
      make('a', 'upcoming'),
      make('b', 'completed'),
      make('c', 'upcoming'),
      make('d', 'active'),
      make('e', 'upcoming'),
    ];
    expect(visibleProjects(projects).map((p) => p.title)).toEqual(['a', 'b', 'd']);
  });

  it('shows nothing upcoming when there is nothing upcoming', () => {
    expect(visibleProjects([make('a', 'completed')])).toHaveLength(1);
  });
});

describe('scroll rules', () => {
  it('makes a section active once its top is within 100 px of the scroll position', () => {
    const sections = [
      { id: 'tech', top: 600 },
      { id: 'projects', top: 1500 },
    ];
    expect(activeSectionId(sections, 0)).toBeNull();
    expect(activeSectionId(sections, 500)).toBe('tech');
    expect(activeSectionId(sections, 1399)).toBe('tech');
    expect(activeSectionId(sections, 1400)).toBe('projects');
  });

  it('makes the last section active at the end of a page too short to bring it that far', () => {
    const sections = [
      { id: 'tech', top: 600 },
      { id: 'projects', top: 1500 },
    ];
    // An 800 px viewport on a 2000 px page: it scrolls 1200 px at most.
    expect(isScrolledToEnd(1198, 800, 2000)).toBe(false);
    expect(isScrolledToEnd(1200, 800, 2000)).toBe(true);
    expect(activeSectionId(sections, 1198, 100, false)).toBe('tech');
    expect(activeSectionId(sections, 1200, 100, true)).toBe('projects');
    // A page that does not scroll at all has not been read down to anything.
    expect(activeSectionId(sections, 0, 100, true)).toBeNull();
  });
});

describe('bundledIconPath', () => {
  it('knows the tech and social icons the content names', () => {
    for (const name of ['react', 'mysql', 'github', 'youtube', 'linkedin', 'blog']) {
      expect(bundledIconPath(name)).toMatch(/^M/);
    }
  });

  it('treats anything else as the address of an image', () => {
    expect(bundledIconPath('/icons/custom.svg')).toBeNull();
  });
});

describe('hireHref', () => {
  it("keeps the owner's own ref parameter", () => {
    expect(hireHref('https://studio.example.com/hire?ref=cv')).toBe(
      'https://studio.example.com/hire?ref=cv',
    );
  });

  it('adds ref=portfolio to a link without one, keeping its other parameters', () => {
    expect(hireHref('https://studio.example.com/hire?plan=pro')).toBe(
      'https://studio.example.com/hire?plan=pro&ref=portfolio',
    );
    expect(hireHref('https://studio.example.com')).toBe(
      'https://studio.example.com/?ref=portfolio',
    );
  });
});

describe('initials and hues', () => {
  it('takes the first letter of the first two words, in capitals, whatever the script', () => {
    expect(initialsOf('Alex Morgan')).toBe('AM');
    expect(initialsOf('  łódź   transit  app ')).toBe('ŁT');
    expect(initialsOf('Hyperconfigurablemultitenantdeploymentmanager')).toBe('H');
    // Thai writes some vowels before the consonant they follow in speech: the consonant leads.
    expect(initialsOf('โฆเซ นูเญซ')).toBe('ฆน');
    expect(initialsOf('เจมส์ ใจดี')).toBe('จจ');
  });

  it('gives a text the same hue every time, and different texts different hues', () => {
    expect(hueOf('InvoiceKit')).toBe(hueOf('InvoiceKit'));
    const hues = ['InvoiceKit', 'HarvestBot Scraper', 'CreaseScore'].map(hueOf);
    expect(new Set(hues).size).toBe(3);
    for (const hue of hues) {
      expect(hue).toBeGreaterThanOrEqual(0);
      expect(hue).toBeLessThan(360);
    }
  });
});

describe('needsDarkChip', () => {
  it.each([
    ['#70FFAF', true],
    ['#F7DF1E', true],
    ['#61DAFB', false],
    ['#000000', false],
    ['#3178C6', false],
  ])('%s on a dark chip: %s', (hex, dark) => {
    expect(needsDarkChip(hex)).toBe(dark);
  });
});
