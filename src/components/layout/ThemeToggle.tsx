import styled from '@emotion/styled';
import { useEffect, useSyncExternalStore } from 'react';
import { useTakeOver } from '../../hooks/useTakeOver';
import {
  applyTheme,
  DARK_QUERY,
  onThemeApplied,
  rememberTheme,
  startingTheme,
  themeInEffect,
  type Theme,
} from '../../lib/theme';
import { forcedBoundary, radius } from '../../shared/tokens';
import { Icon } from '../ui/Icon';
import { useMessages } from '../../lib/language';
import { quietControl } from './barControl';
import {
  earlyControl,
  marker,
  THEME_ATTRIBUTE,
  THEME_TOGGLE_ATTRIBUTE,
} from '../../shared/dataAttributes';

const MOON = 'M20 14.6A8.5 8.5 0 0 1 9.4 4a8.5 8.5 0 1 0 10.6 10.6z';
const SUN =
  'M12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10zM11 1h2v3h-2zM11 20h2v3h-2zM1 11h3v2H1zM20 11h3v2h-3zM4.2 5.6l1.4-1.4 2.1 2.1-1.4 1.4zM16.3 17.7l1.4-1.4 2.1 2.1-1.4 1.4zM4.2 18.4l2.1-2.1 1.4 1.4-2.1 2.1zM16.3 6.3l2.1-2.1 1.4 1.4-2.1 2.1z';

// Painted with the bar, so it never shifts it (without JavaScript gatsby-ssr.tsx hides it: it
// could do nothing). Its icon and its name, the theme a press switches to, are chosen by CSS
// from the head script's `data-theme`, so both are right before React has run.
const Button = styled.button`
  display: inline-grid;
  flex-shrink: 0;
  place-items: center;
  width: 2.25rem;
  height: 2.5rem;
  padding: 0;
  border: 0;
  border-radius: ${radius.sm};
  background: none;
  cursor: pointer;
  ${quietControl}

  ${forcedBoundary}

  & > [data-to='light'],
  html[${THEME_ATTRIBUTE}='dark'] & > [data-to='dark'] {
    display: none;
  }

  html[${THEME_ATTRIBUTE}='dark'] & > [data-to='light'] {
    display: block;
  }
`;

/**
 * The navigation's light/dark switch. It names what a press does ('Switch to dark theme'),
 * follows the system when the visitor has not picked, and keeps a pick across pages and visits.
 */
export function ThemeToggle() {
  // The page's theme is the one truth; unknown on the server, where the first render happens.
  const theme = useSyncExternalStore(onThemeApplied, themeInEffect, () => null);
  // Until now the head script answered presses (lib/early/headScript.ts); from here on, React does.
  const button = useTakeOver<HTMLButtonElement>();

  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY);
    const follow = () => applyTheme(startingTheme());
    // Without the head script (it sets the theme before the first paint), set it now.
    if (!themeInEffect()) follow();
    // The system changed (evening), or another tab picked: follow along.
    media.addEventListener('change', follow);
    window.addEventListener('storage', follow);
    return () => {
      media.removeEventListener('change', follow);
      window.removeEventListener('storage', follow);
    };
  }, []);

  const { theme: words } = useMessages();
  const name = (to: Theme) => (to === 'dark' ? words.toDark : words.toLight);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  const toggle = () => {
    rememberTheme(next);
    applyTheme(next);
  };
  return (
    <Button
      ref={button}
      type="button"
      title={theme ? name(next) : undefined}
      onClick={toggle}
      {...marker(THEME_TOGGLE_ATTRIBUTE)}
      {...earlyControl('theme')}
    >
      {(['dark', 'light'] as const).map((to) => (
        <span key={to} data-to={to}>
          <Icon path={to === 'dark' ? MOON : SUN} size={20} />
          <span className="visually-hidden">{name(to)}</span>
        </span>
      ))}
    </Button>
  );
}
