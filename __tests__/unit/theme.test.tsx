// The colour theme: the head script that applies it before the first paint (and answers the
// visitor until the page's script runs) and the navigation's switch (themeHead.test.tsx: the
// head tags gatsby-ssr writes, the two palettes).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeToggle } from '../../src/components/layout/ThemeToggle';
import { THEME_STORAGE_KEY } from '../../src/lib/theme';
import { EARLY_SCRIPT } from '../../src/lib/early/script';
import { themeColor } from '../../src/shared/tokens';
import { scrollWindowTo, setPrefersDark } from '../support/browser';
import { useTakeOver } from '../../src/hooks/useTakeOver';
import { LanguageProvider } from '../../src/lib/language';
import { pageLanguage } from '../support/render';

const html = document.documentElement;

/** The switch alone, in a page of the default language (it takes its words from the page). */
function renderToggle() {
  return render(
    <LanguageProvider value={pageLanguage()}>
      <ThemeToggle />
    </LanguageProvider>,
  );
}

/** Two theme-color metas in the head, as gatsby-ssr writes them. */
function addThemeColorMetas(): HTMLMetaElement[] {
  return (['light', 'dark'] as const).map((scheme) => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.media = `(prefers-color-scheme: ${scheme})`;
    meta.content = themeColor[scheme];
    document.head.append(meta);
    return meta;
  });
}

/** The listeners the head script added to the window, removed after each test. */
const headListeners: Parameters<typeof window.addEventListener>[] = [];

function runHeadScript(): void {
  const add = window.addEventListener.bind(window);
  const spy = jest.spyOn(window, 'addEventListener').mockImplementation((...args) => {
    headListeners.push(args);
    add(...args);
  });
  // Run as the page runs it: on its own, with nothing of this module in reach.
  new Function(EARLY_SCRIPT)();
  spy.mockRestore();
}

afterEach(() => {
  document.head.querySelectorAll('meta[name="theme-color"]').forEach((meta) => meta.remove());
  for (const [type, listener, options] of headListeners.splice(0)) {
    window.removeEventListener(type, listener, options);
  }
  document.documentElement.removeAttribute('data-scrolled');
});

describe('head script', () => {
  it.each([
    ['no pick, system light', 'light', null, false],
    ['no pick, system dark', 'dark', null, true],
    ['a dark pick, system light', 'dark', 'dark', false],
    ['a light pick, system dark', 'light', 'light', true],
    ['a stored value that is no theme, system dark', 'dark', 'purple', true],
  ])('with %s, puts the %s theme in effect', (_case, expected, stored, systemDark) => {
    if (stored) localStorage.setItem(THEME_STORAGE_KEY, stored);
    setPrefersDark(systemDark);
    const metas = addThemeColorMetas();
    runHeadScript();
    expect(html).toHaveAttribute('data-theme', expected);
    for (const meta of metas) {
      expect(meta.content).toBe(themeColor[expected as 'light' | 'dark']);
    }
  });

  it('follows the system when storage is blocked, without throwing', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    setPrefersDark(true);
    expect(runHeadScript).not.toThrow();
    expect(html).toHaveAttribute('data-theme', 'dark');
  });
});

describe('head script, before the page runs its own script', () => {
  it('marks the page scrolled past 10 px, not at 10, and follows it back', () => {
    runHeadScript();
    expect(html).not.toHaveAttribute('data-scrolled');
    scrollWindowTo(10);
    expect(html).not.toHaveAttribute('data-scrolled');
    scrollWindowTo(11);
    expect(html).toHaveAttribute('data-scrolled');
    scrollWindowTo(0);
    expect(html).not.toHaveAttribute('data-scrolled');
  });

  it('switches the theme on a press of the switch and keeps the pick', async () => {
    runHeadScript();
    render(<button type="button" data-early="theme" />);
    await userEvent.setup().click(screen.getByRole('button'));
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await userEvent.setup().click(screen.getByRole('button'));
    expect(html).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  /** Runs the head script and renders a control it keeps early clicks of; its click handler. */
  const withEarlyButton = () => {
    runHeadScript();
    const onClick = jest.fn();
    render(
      <button type="button" data-early="click" onClick={onClick}>
        Soon
      </button>,
    );
    return onClick;
  };

  it('keeps a click on another early control for its component, and stops it there', async () => {
    const onClick = withEarlyButton();
    await userEvent.setup().click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveAttribute('data-early-click');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('leaves a click with a modifier key to the browser', async () => {
    const onClick = withEarlyButton();
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).not.toHaveAttribute('data-early-click');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('follows a kept click on a link when the page script fails to load', async () => {
    runHeadScript();
    render(
      <a href="#videos" data-early="click">
        Watch
      </a>,
    );
    await userEvent.setup().click(screen.getByRole('link'));
    expect(window.location.hash).toBe('');
    const script = document.createElement('script');
    document.head.append(script);
    script.dispatchEvent(new Event('error'));
    expect(window.location.hash).toBe('#videos');
    script.remove();
    window.location.hash = '';
  });

  it('leaves a control to its component once taken over, and the component answers a kept click', async () => {
    runHeadScript();
    const early = jest.fn();
    const later = jest.fn();
    function Control() {
      const ref = useTakeOver<HTMLButtonElement>(early);
      // As the server HTML stands after a click made before the page's script ran.
      return (
        <button ref={ref} type="button" data-early="click" data-early-click="" onClick={later}>
          Soon
        </button>
      );
    }
    render(<Control />);
    const button = screen.getByRole('button');
    expect(early).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveAttribute('data-early-click');
    await userEvent.setup().click(button);
    expect(later).toHaveBeenCalledTimes(1);
    expect(early).toHaveBeenCalledTimes(1);
  });

  it('leaves the switch to React once taken over: one press, one switch', async () => {
    runHeadScript();
    renderToggle();
    await userEvent.setup().click(screen.getByRole('button'));
    expect(html).toHaveAttribute('data-theme', 'dark');
    // Its title comes from React's state: React, not the head script, answered the press.
    expect(screen.getByRole('button')).toHaveAttribute('title', 'Switch to light theme');
  });
});

describe('theme switch', () => {
  const user = () => userEvent.setup();

  it('is named by the theme in effect (data-theme, set by the head script before the app runs)', () => {
    renderToggle();
    expect(screen.getByRole('button')).toHaveAccessibleName('Switch to dark theme');
    // What the server HTML meets on a dark visitor's page, before React knows the theme.
    html.setAttribute('data-theme', 'dark');
    expect(screen.getByRole('button')).toHaveAccessibleName('Switch to light theme');
  });

  it('offers dark on a light system, switches, and keeps the pick', async () => {
    html.setAttribute('data-theme', 'light');
    renderToggle();
    const button = screen.getByRole('button', { name: 'Switch to dark theme' });
    await user().click(button);
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(button).toHaveAccessibleName('Switch to light theme');
  });

  it('names the switch by the theme in effect after hydration: light on a dark system', () => {
    setPrefersDark(true);
    renderToggle();
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    expect(html).toHaveAttribute('data-theme', 'dark');
  });

  it('lets a stored pick win over the system', () => {
    setPrefersDark(true);
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    renderToggle();
    expect(html).toHaveAttribute('data-theme', 'light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it('forgets the pick when switched back to the system theme, so the system leads again', async () => {
    renderToggle();
    const button = screen.getByRole('button');
    await user().click(button);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await user().click(button);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(html).toHaveAttribute('data-theme', 'light');
    setPrefersDark(true, true);
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(button).toHaveAccessibleName('Switch to light theme');
  });

  it('keeps a pick when the system changes', async () => {
    renderToggle();
    await user().click(screen.getByRole('button'));
    setPrefersDark(true, true);
    setPrefersDark(false, true);
    expect(html).toHaveAttribute('data-theme', 'dark');
  });

  it('works by keyboard: Tab reaches it, Enter and Space switch it', async () => {
    renderToggle();
    const keyboard = user();
    await keyboard.tab();
    expect(screen.getByRole('button')).toHaveFocus();
    await keyboard.keyboard('{Enter}');
    expect(html).toHaveAttribute('data-theme', 'dark');
    await keyboard.keyboard(' ');
    expect(html).toHaveAttribute('data-theme', 'light');
  });

  it('updates the browser bar colour with the theme', async () => {
    const metas = addThemeColorMetas();
    renderToggle();
    await user().click(screen.getByRole('button'));
    expect(metas.map((meta) => meta.content)).toEqual([themeColor.dark, themeColor.dark]);
  });

  it('still switches the page when storage is blocked', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'QuotaExceededError');
    });
    renderToggle();
    await user().click(screen.getByRole('button'));
    expect(html).toHaveAttribute('data-theme', 'dark');
  });
});
