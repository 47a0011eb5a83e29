import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { PROJECTS_SECTION_ID } from '../../shared/constants';
import { useActiveSection } from '../../hooks/useActiveSection';
import {
  color,
  font,
  fontSize,
  fontWeight,
  layout,
  motion,
  mq,
  radius,
  shadow,
  space,
} from '../../shared/tokens';
import { hireHref } from '../../shared/contact';
import { ExternalLink } from '../ui/ExternalLink';
import { ThemeToggle } from './ThemeToggle';
import { useLocalPath, usePageLanguage } from '../../lib/language';
import { LanguageSwitch } from './LanguageSwitch';

// Solid and blurred; on home transparent while the page is at the top. The head script marks a
// scrolled page (lib/earlyScript.ts), so the bar follows the scroll from the first paint.
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
      ? `html:not([data-scrolled]) & {
          background-color: transparent;
          box-shadow: none;
          backdrop-filter: none;
          -webkit-backdrop-filter: none;
        }`
      : ''}

  ${mq.print} {
    display: none;
  }
`;

// The bar's end is laid out from the window's edge: a bar half parsed when the browser first
// paints would move as its last controls arrive. It is shown once its last control is there.
const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;

  &:not(:has([data-theme-toggle])) {
    visibility: hidden;
  }

  gap: ${space[2]};
  max-width: ${layout.maxWidth};
  height: 100%;
  margin: 0 auto;
  padding: 0 ${space[2]};

  @media (min-width: 360px) {
    padding: 0 ${space[3]};
  }

  @media (min-width: 480px) {
    padding: 0 ${space[5]};
  }

  ${mq.md} {
    padding: 0 ${space[6]};
  }
`;

// Phones under 400 px give a site with a language switcher no room for the brand, as another
// language's words may be longer: its links (Home, or Projects on home) stay.
const Brand = styled(Link, { shouldForwardProp: (prop) => prop !== 'yieldsRoom' })<{
  yieldsRoom: boolean;
}>`
  display: inline-flex;
  align-items: center;
  gap: ${space[3]};
  flex-shrink: 0;
  color: ${color.text};
  font-weight: ${fontWeight.bold};
  text-decoration: none;
  border-radius: ${radius.sm};

  ${({ yieldsRoom }) => (yieldsRoom ? '@media (max-width: 399px) { display: none; }' : '')}
`;

const Monogram = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${radius.sm};
  background: ${color.accent};
  color: ${color.onAccent};
  font-size: ${fontSize.sm};
  letter-spacing: 0.02em;

  @media (max-width: 359px) {
    width: 2rem;
    height: 2rem;
    font-size: ${fontSize.xs};
  }
`;

// Always the link's accessible name; shown beside the monogram where there is room.
const BrandName = styled.span`
  font-size: ${fontSize.md};

  @media (max-width: 719px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

// The links and, after them, the theme switch.
const End = styled.div`
  display: flex;
  align-items: center;
  margin-inline-start: auto;

  @media (min-width: 360px) {
    gap: 0.125rem;
  }

  @media (min-width: 480px) {
    gap: ${space[2]};
  }
`;

const Links = styled.ul`
  display: flex;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 360px) {
    gap: 0.125rem;
  }

  @media (min-width: 480px) {
    gap: ${space[1]};
  }
`;

const linkStyle = `
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0 0.1875rem;
  border-radius: ${radius.sm};
  color: ${color.text};
  font-family: ${font.sans};
  font-size: 0.8125rem;
  font-weight: ${fontWeight.regular};
  text-decoration: none;
  white-space: nowrap;
  transition: background-color ${motion.fast} ${motion.ease}, color ${motion.fast} ${motion.ease};

  &:hover {
    background: ${color.accentSoft};
    color: ${color.accentHover};
  }

  &[aria-current] {
    color: ${color.accent};
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 0.4em;
  }

  @media (min-width: 360px) {
    padding: 0 0.25rem;
  }

  /* Phones from 420 px have room for the larger size beside the theme switch. */
  @media (min-width: 420px) {
    padding: 0 ${space[2]};
    font-size: ${fontSize.sm};
  }

  @media (min-width: 480px) {
    padding: 0 ${space[3]};
  }
`;

const NavLink = styled(Link)`
  ${linkStyle}
`;

const NavAnchor = styled.a`
  ${linkStyle}
`;

const HireLink = styled(ExternalLink)`
  ${linkStyle}
  padding: 0 0.375rem;
  border-radius: ${radius.full};
  background: ${color.accent};
  color: ${color.onAccent};
  font-weight: ${fontWeight.bold};

  &:hover {
    background: ${color.accentHover};
    color: ${color.onAccent};
  }

  @media (min-width: 360px) {
    margin-inline-start: 0.125rem;
    padding: 0 0.5rem;
  }

  @media (min-width: 480px) {
    margin-inline-start: ${space[2]};
    padding: 0 ${space[4]};
  }
`;

export interface NavBarProps {
  ownerName: string;
  hireUrl: string;
  /** On home the bar starts transparent and offers the jump to projects. */
  isHome: boolean;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

const TRACKED_SECTIONS = [PROJECTS_SECTION_ID];

/** The fixed top navigation of every page. */
export function NavBar({ ownerName, hireUrl, isHome }: NavBarProps) {
  const active = useActiveSection(TRACKED_SECTIONS, isHome);
  const { messages, languages } = usePageLanguage();
  const { nav } = messages;
  const localPath = useLocalPath();

  return (
    <Bar home={isHome} data-site-nav="">
      <Inner>
        <Brand to={localPath('/')} yieldsRoom={languages.length > 1}>
          <Monogram aria-hidden="true">{initials(ownerName)}</Monogram>
          <BrandName>{ownerName}</BrandName>
        </Brand>
        <End>
          <nav aria-label={nav.label}>
            <Links>
              <li>
                {isHome ? (
                  // A plain link: the browser jumps, CSS keeps the offset and smooths the scroll
                  // (Section.tsx, global.css), with or without the page's script.
                  <NavAnchor
                    href={`#${PROJECTS_SECTION_ID}`}
                    aria-current={active === PROJECTS_SECTION_ID ? 'true' : undefined}
                  >
                    {nav.projects}
                  </NavAnchor>
                ) : (
                  <NavLink to={localPath('/')}>{nav.home}</NavLink>
                )}
              </li>
              <li>
                <NavLink to={localPath('/resume')}>{nav.resume}</NavLink>
              </li>
              <li>
                <NavLink to={localPath('/videos')}>{nav.videos}</NavLink>
              </li>
              <li>
                <HireLink href={hireHref(hireUrl)}>{nav.hire}</HireLink>
              </li>
            </Links>
          </nav>
          <LanguageSwitch />
          <ThemeToggle />
        </End>
      </Inner>
    </Bar>
  );
}
