import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HomePage from '../../src/pages/index';
import { TechStack } from '../../src/components/home/TechStack';
import { bringIntoView, installIntersectionObserver, setReducedMotion } from '../support/browser';
import { homeData, projectItems, siteData, techItems } from '../support/fixtures';
import { pageProps, renderInSite } from '../support/render';

/** An element's opacity; jsdom reports '' where no rule sets one. */
function opacityOf(element: Element): number {
  return Number(getComputedStyle(element).opacity || '1');
}

const COMING_SOON_TEXT = 'This project is currently under development and will be available soon!';

/** Renders home, with the fixture's projects or the ones given. */
function renderHome(projects: Queries.ProjectCardFragment[] = projectItems) {
  const data = { ...homeData, allProject: { nodes: projects } } as Queries.HomePageQuery;
  return renderInSite(<HomePage {...pageProps(data)} />);
}

const [first, second] = siteData.social;
const linkTo = (name: string) => screen.getByRole('link', { name: new RegExp(`^${name}`) });

describe('home page', () => {
  it('shows the greeting as the one h1, then the role, social links, tech stack and projects', () => {
    renderHome();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(homeData.owner!.greeting);
    expect(screen.getByText(homeData.owner!.role)).toBeInTheDocument();
    const order = ['hero-heading', 'tech-stack-heading', 'projects-heading'].map((id) =>
      document.getElementById(id),
    );
    expect(order[0]!.compareDocumentPosition(order[1]!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(order[1]!.compareDocumentPosition(order[2]!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByRole('heading', { name: 'Tech Stack', level: 2 })).toBeInTheDocument();
  });

  it('links each social profile in a new tab, with an accessible name', () => {
    renderHome();
    const list = screen.getByRole('list', { name: 'Social profiles' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      siteData.social.map(({ name }) => `${name} (opens in a new tab)`),
    );
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
  });
});

describe('social link tooltips', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it(`shows 'Visit ${first.name}' on hover, after a declared 700 ms delay`, async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHome();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(linkTo(first.name));
    // jsdom runs no transitions: the bubble is shown, with the delay the browser waits.
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent(`Visit ${first.name}`);
    expect(tooltip).toHaveStyle({ transitionDelay: '700ms' });
  });

  it('opens at once on keyboard focus', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHome();
    const link = linkTo(first.name);
    while (document.activeElement !== link) await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent(`Visit ${first.name}`);
    expect(screen.getByRole('tooltip')).toHaveStyle({ transitionDelay: '0s' });
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHome();
    await user.hover(linkTo(first.name));
    act(() => jest.advanceTimersByTime(800));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('describes the link it belongs to while open', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHome();
    const link = linkTo(first.name);
    await user.hover(link);
    act(() => jest.advanceTimersByTime(800));
    expect(link).toHaveAccessibleDescription(`Visit ${first.name}`);
  });

  it('skips the delay when moving to the next icon within 300 ms', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHome();
    await user.hover(linkTo(first.name));
    act(() => jest.advanceTimersByTime(800));
    await user.unhover(linkTo(first.name));
    await user.hover(linkTo(second.name));
    act(() => jest.advanceTimersByTime(10));
    expect(screen.getByRole('tooltip')).toHaveTextContent(`Visit ${second.name}`);
    expect(screen.getByRole('tooltip')).toHaveStyle({ transitionDelay: '0s' });
  });
});

describe('tech stack', () => {
  function cards() {
    return within(screen.getByRole('region', { name: 'Tech Stack' })).getAllByRole('listitem');
  }

  it('shows a card with icon, name and description for each technology, in order', () => {
    renderHome();
    const items = cards();
    expect(items.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      techItems.map((item) => item.name),
    );
    for (const card of items) expect(card.querySelector('svg, img')).not.toBeNull();
  });

  it('lays the grid out in 1 column, and in 2 from 768 px', () => {
    renderHome();
    const grid = cards()[0].parentElement as HTMLElement;
    expect(grid).toHaveStyle({ gridTemplateColumns: 'minmax(0, 1fr)' });
    // jsdom does not apply media queries: read the grid's rule for wide screens instead.
    const wide = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
      .filter((rule) => rule.conditionText === '(min-width: 768px)')
      .flatMap((rule) => Array.from(rule.cssRules) as CSSStyleRule[])
      .filter((rule) => grid.matches(rule.selectorText));
    expect(wide.map((rule) => rule.style.getPropertyValue('grid-template-columns'))).toContain(
      'repeat(2, minmax(0, 1fr))',
    );
  });

  /** Renders the tech stack with its grid `top` px from the top of the window at load. */
  function renderTechStackAt(top: number) {
    installIntersectionObserver();
    const spy = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ top } as DOMRect);
    renderInSite(<TechStack items={techItems} />);
    spy.mockRestore();
  }

  it('fades the cards in 100 ms apart once the grid scrolls into view', () => {
    renderTechStackAt(2000);
    const grid = screen.getByRole('list');
    const items = within(grid).getAllByRole('listitem');
    for (const card of items) expect(opacityOf(card)).toBe(0);
    expect(items.map((card) => card.style.transitionDelay.split(',')[0])).toEqual(
      items.map((_, index) => `${index * 100}ms`),
    );
    bringIntoView(grid);
    for (const card of items) expect(opacityOf(card)).toBe(1);
  });

  it('in view at load, leaves the entrance to a CSS animation, 100 ms apart, and hides nothing', () => {
    renderTechStackAt(100);
    const items = screen.getAllByRole('listitem');
    for (const card of items) {
      expect(opacityOf(card)).toBe(1);
      expect(card.style.transitionDelay).toBe('');
    }
    expect(items.map((card) => card.style.animationDelay)).toEqual(
      items.map((_, index) => `${index * 100}ms`),
    );
  });

  it('does not hide or animate anything for visitors who prefer reduced motion', () => {
    installIntersectionObserver();
    setReducedMotion(true);
    renderInSite(<TechStack items={techItems} />);
    for (const card of screen.getAllByRole('listitem')) {
      expect(opacityOf(card)).toBe(1);
      expect(card.style.transitionDelay).toBe('');
    }
  });
});

describe('projects', () => {
  function projectCards() {
    return within(screen.getByRole('region', { name: 'Projects' })).getAllByRole('article');
  }

  const titles = () =>
    projectCards().map((card) => within(card).getByRole('heading').textContent ?? '');
  const withStatus = (status: string, projects = projectItems) =>
    projects.filter((project) => project.status === status);

  it('shows every completed and active project and only the first upcoming one, in order', () => {
    renderHome();
    const [firstUpcoming] = withStatus('upcoming');
    expect(withStatus('upcoming').length).toBeGreaterThan(1);
    expect(titles().map((title) => title.replace(' (opens in a new tab)', ''))).toEqual(
      projectItems
        .filter((project) => project.status !== 'upcoming' || project === firstUpcoming)
        .map((project) => project.title),
    );
  });

  it('labels each card with its status badge, the active ones with a dot', () => {
    renderHome();
    expect(screen.getAllByText('Deployed')).toHaveLength(withStatus('completed').length);
    const active = screen.getAllByText('In Development');
    expect(active).toHaveLength(withStatus('active').length);
    expect(active.length).toBeGreaterThan(1);
    for (const badge of active) expect(badge.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getAllByText('Future Project')).toHaveLength(1);
  });

  it('shows no In Development badge when no project is active, and no future card with none upcoming', () => {
    renderHome(withStatus('completed'));
    expect(projectCards()).toHaveLength(withStatus('completed').length);
    expect(screen.queryByText('In Development')).not.toBeInTheDocument();
    expect(screen.queryByText('Future Project')).not.toBeInTheDocument();
    // The page's own buttons: the navigation has the theme switch.
    expect(within(screen.getByRole('main')).queryByRole('button')).not.toBeInTheDocument();
  });

  it("draws a cover of a project without a screenshot from its title's initials, hidden from screen readers", () => {
    renderHome();
    for (const card of projectCards()) {
      const title = within(card).getByRole('heading').textContent ?? '';
      // The card's picture, across its top.
      const cover = card.firstElementChild?.firstElementChild as HTMLElement;
      expect(cover).toHaveAttribute('aria-hidden', 'true');
      expect(cover.textContent).toBe(
        title
          .replace(' (opens in a new tab)', '')
          .split(/\s+/)
          .slice(0, 2)
          .map((word) => [...word][0])
          .join('')
          .toLocaleUpperCase(),
      );
    }
  });

  it("draws a translated project's cover from its title in the default language, as in every language", () => {
    const coverOf = (projects: Queries.ProjectCardFragment[]) => {
      const { unmount } = renderHome(projects);
      const cover = projectCards()[0].firstElementChild?.firstElementChild as HTMLElement;
      const look = { text: cover.textContent, style: cover.getAttribute('style') };
      unmount();
      return look;
    };
    const [project] = projectItems;
    const translated = { ...project, title: 'Zeta Omega' };
    expect(coverOf([translated])).toEqual(coverOf([project]));
    // Another default title is another cover: the cover does follow the default's title.
    expect(coverOf([{ ...project, defaultTitle: 'Zeta Omega' }])).not.toEqual(coverOf([project]));
  });

  it('links completed and active projects out in a new tab', () => {
    renderHome();
    const linked = projectItems.filter((project) => project.status !== 'upcoming');
    for (const project of linked) {
      const link = linkTo(project.title);
      expect(link).toHaveAttribute('href', project.link);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('fades the upcoming card to 30 % and gives it no link', () => {
    renderHome();
    const card = projectCards().find((article) => within(article).queryByText('Future Project'));
    expect(opacityOf(card as HTMLElement)).toBe(0.3);
    expect(within(card as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    const button = within(card as HTMLElement).getByRole('button');
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });

  it("says 'Coming Soon' when the upcoming card is clicked", async () => {
    renderHome();
    const button = within(screen.getByRole('main')).getByRole('button');
    fireEvent.click(button);
    expect(await screen.findByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getByText(COMING_SOON_TEXT)).toBeInTheDocument();
  });

  it.each([['{Enter}'], [' ']])('says it with the keyboard too (%s)', async (key) => {
    const user = userEvent.setup();
    renderHome();
    const button = within(screen.getByRole('main')).getByRole('button');
    button.focus();
    await user.keyboard(key);
    expect(await screen.findByText(COMING_SOON_TEXT)).toBeInTheDocument();
  });
});
