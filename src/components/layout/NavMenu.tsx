import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { useActiveSection } from '../../hooks/useActiveSection';
import { useLocalPath, useMessages } from '../../lib/language';
import { navSize } from '../../lib/navLayout';
import { hireHref } from '../../shared/contact';
import { PROJECTS_SECTION_ID } from '../../shared/constants';
import {
  color,
  forcedBoundary,
  fontSize,
  fontWeight,
  layout,
  radius,
  shadow,
  space,
} from '../../shared/tokens';
import { ExternalLink } from '../ui/ExternalLink';
import { Icon } from '../ui/Icon';
import { quietControl } from './barControl';
// As the parts' components are named (plugins/site-content/absentParts.ts): without it, none.
import { BarWritingLink } from '../../components/writing/BarWritingLink';

const MENU_ID = 'site-menu';
const HIRE_CLASS = 'nav-hire';
const BARS = 'M3 6h18v2H3zM3 11h18v2H3zM3 16h18v2H3z';

const rem = (value: number) => `${value}rem`;
const wide = (fromEm: number) => `@media (min-width: ${fromEm}em)`;

// Narrow windows: the links wait behind this button, a native popover toggle, so it opens,
// closes on Escape or a click elsewhere, and hands focus back without the page's script.
const MenuButton = styled.button<{ wideFrom: number }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  gap: 0.375rem;
  min-height: 2.5rem;
  padding: 0 0.625rem;
  border: 1px solid ${color.border};
  border-radius: ${radius.full};
  background: ${color.surface};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.bold};
  white-space: nowrap;
  cursor: pointer;
  ${quietControl}

  /* Open: the button stays lit (a rule of its own, which older browsers may drop). */
  *:has(> :popover-open) > & {
    background: ${color.accentSoft};
    color: ${color.accentHover};
  }

  ${({ wideFrom }) => wide(wideFrom)} {
    display: none;
  }
`;

// One list of links: under the breakpoint the panel the button opens (closed, the browser's
// own style hides it), from the breakpoint a row in the bar, the popover never opened.
const List = styled.ul<{ wideFrom: number }>`
  position: fixed;
  inset: auto;
  inset-block-start: calc(${layout.navHeight} + ${space[1]});
  inset-inline-end: ${space[3]};
  width: auto;
  min-width: 13rem;
  max-width: calc(100vw - 2 * ${space[3]});
  height: auto;
  max-height: calc(100vh - ${layout.navHeight} - ${space[4]});
  margin: 0;
  padding: ${space[2]};
  overflow: auto;
  flex-direction: column;
  gap: ${space[1]};
  list-style: none;
  background: ${color.surface};
  color: ${color.text};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  box-shadow: ${shadow.lift};

  &:popover-open {
    display: flex;
  }

  a {
    display: flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 ${space[3]};
    border-radius: ${radius.sm};
    font-size: ${fontSize.md};
    font-weight: ${fontWeight.regular};
    text-decoration: none;
    white-space: nowrap;
    ${quietControl}

    &[aria-current] {
      color: ${color.accent};
      text-decoration: underline;
      text-decoration-thickness: 2px;
      text-underline-offset: 0.4em;
    }
  }

  .${HIRE_CLASS} {
    justify-content: center;
    margin-top: ${space[1]};
    border-radius: ${radius.full};
    background: ${color.accent};
    color: ${color.onAccent};
    font-weight: ${fontWeight.bold};

    &:hover {
      background: ${color.accentHover};
      color: ${color.onAccent};
    }

    ${forcedBoundary}
  }

  ${({ wideFrom }) => wide(wideFrom)} {
    display: flex;
    position: static;
    flex-direction: row;
    align-items: center;
    gap: ${rem(navSize.linkGap)};
    min-width: 0;
    max-width: none;
    max-height: none;
    padding: 0;
    overflow: visible;
    background: none;
    border: 0;
    border-radius: 0;
    box-shadow: none;

    a {
      min-height: 2.5rem;
      padding: 0 ${rem(navSize.linkPadding)};
      font-size: ${rem(navSize.linkFont)};
    }

    .${HIRE_CLASS} {
      margin: 0;
      margin-inline-start: ${rem(navSize.hireMargin)};
      padding: 0 ${rem(navSize.hirePadding)};
    }
  }
`;

export interface NavMenuProps {
  hireUrl: string;
  /** On home the first link is the jump to the projects section; elsewhere it is Home. */
  isHome: boolean;
  /** The window width, in em, from which the links fit in a row (lib/navLayout.ts). */
  wideFrom: number;
}

const TRACKED_SECTIONS = [PROJECTS_SECTION_ID];

/** The bar's links: in a row where they fit, else behind a Menu button. */
export function NavMenu({ hireUrl, isHome, wideFrom }: NavMenuProps) {
  const active = useActiveSection(TRACKED_SECTIONS, isHome);
  const { nav } = useMessages();
  const localPath = useLocalPath();
  return (
    <>
      <MenuButton type="button" popoverTarget={MENU_ID} wideFrom={wideFrom}>
        <Icon path={BARS} size={18} />
        {nav.menu}
      </MenuButton>
      {/* A link chosen in the open panel closes it (lib/early/headScript.ts). */}
      <List id={MENU_ID} popover="auto" wideFrom={wideFrom}>
        <li>
          {isHome ? (
            // A plain link: the browser jumps, CSS keeps the offset and smooths the scroll
            // (gatsby-ssr.tsx, global.css), with or without the page's script.
            <a
              href={`#${PROJECTS_SECTION_ID}`}
              aria-current={active === PROJECTS_SECTION_ID ? 'true' : undefined}
            >
              {nav.projects}
            </a>
          ) : (
            <Link to={localPath('/')}>{nav.home}</Link>
          )}
        </li>
        <li>
          <Link to={localPath('/resume')}>{nav.resume}</Link>
        </li>
        <li>
          <Link to={localPath('/videos')}>{nav.videos}</Link>
        </li>
        <BarWritingLink />
        <li>
          <ExternalLink className={HIRE_CLASS} href={hireHref(hireUrl)}>
            {nav.hire}
          </ExternalLink>
        </li>
      </List>
    </>
  );
}
