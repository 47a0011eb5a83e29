import styled from '@emotion/styled';
import { usePageLanguage, useLocalPath } from '../../lib/language';
import { inlineLinksFromEm, navSize, textWidthEm } from '../../lib/navLayout';
import { color, layout, motion, mq, shadow, space } from '../../shared/tokens';
import { Brand } from './Brand';
import { LanguageSwitch } from './LanguageSwitch';
import { NavMenu } from './NavMenu';
import { ThemeToggle } from './ThemeToggle';
import {
  marker,
  SCROLLED_ATTRIBUTE,
  SITE_NAV_ATTRIBUTE,
  THEME_TOGGLE_ATTRIBUTE,
} from '../../shared/dataAttributes';

// Solid and blurred; on home transparent while the page is at the top. The head script marks a
// scrolled page (lib/early/headScript.ts), so the bar follows the scroll from the first paint.
const Bar = styled.header<{ home: boolean }>`
  position: fixed;
  inset: 0 0 auto;
  z-index: 50;
  height: ${layout.navHeight};
  background-color: ${color.navSolid};
  box-shadow: ${shadow.nav};
  backdrop-filter: saturate(180%) blur(12px);
  -webkit-backdrop-filter: saturate(180%) blur(12px);
  transition:
    background-color ${motion.base} ${motion.ease},
    box-shadow ${motion.base} ${motion.ease};

  ${({ home }) =>
    home
      ? `html:not([${SCROLLED_ATTRIBUTE}]) & {
          background-color: transparent;
          box-shadow: none;
          backdrop-filter: none;
          -webkit-backdrop-filter: none;
        }`
      : ''}

  /* A window a fifth as tall as the bar or less (a landscape phone zoomed in): the bar scrolls
     away with the page instead of covering it. */
  @media (max-height: 319.98px) {
    position: absolute;
  }

  /* Windows' high-contrast themes drop the shadow: an edge keeps the bar apart from the page. */
  ${mq.forcedColors} {
    border-bottom: 1px solid CanvasText;
  }

  ${mq.print} {
    display: none;
  }
`;

// The bar's end is laid out from the window's edge: a bar half parsed when the browser first
// paints would move as its last controls arrive. It is shown once its last control is there.
const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${navSize.brandGap}rem;
  max-width: ${layout.maxWidth};
  height: 100%;
  margin: 0 auto;
  padding: 0 clamp(${space[3]}, 4vw, ${navSize.padding}rem);

  &:not(:has([${THEME_TOGGLE_ATTRIBUTE}])) {
    visibility: hidden;
  }
`;

// The links (or the menu button) and, after them, the language and theme switches.
const End = styled.div`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${navSize.controlGap}rem;
  margin-inline-start: auto;
`;

export interface NavBarProps {
  ownerName: string;
  hireUrl: string;
  /** On home the bar starts transparent and offers the jump to projects. */
  isHome: boolean;
}

/** The fixed top navigation of every page. */
export function NavBar({ ownerName, hireUrl, isHome }: NavBarProps) {
  const { messages, languages } = usePageLanguage();
  const { nav } = messages;
  const localPath = useLocalPath();
  const hasLanguageSwitch = languages.length > 1;
  // The first link is Projects on home and Home elsewhere: room for the longer, on every page.
  const first = textWidthEm(nav.projects) > textWidthEm(nav.home) ? nav.projects : nav.home;
  const wideFrom = inlineLinksFromEm(
    // Writing and Search too, when the owner puts them in the bar (their words come only then).
    {
      links: [
        first,
        nav.resume,
        nav.videos,
        ...(messages.writingBar ? [messages.writingBar.link, messages.writingBar.search] : []),
      ],
      hire: nav.hire,
    },
    hasLanguageSwitch,
  );

  return (
    <Bar home={isHome} {...marker(SITE_NAV_ATTRIBUTE)}>
      <Inner>
        <Brand ownerName={ownerName} to={localPath('/')} />
        <End>
          <nav aria-label={nav.label}>
            <NavMenu hireUrl={hireUrl} isHome={isHome} wideFrom={wideFrom} />
          </nav>
          <LanguageSwitch />
          <ThemeToggle />
        </End>
      </Inner>
    </Bar>
  );
}
