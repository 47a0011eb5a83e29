import styled from '@emotion/styled';
import {
  cloneElement,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  TOOLTIP_DELAY_MS,
  TOOLTIP_SIDE_OFFSET_PX,
  TOOLTIP_SKIP_DELAY_MS,
} from '../../shared/constants';
import {
  color,
  forcedBoundary,
  fontSize,
  fontWeight,
  radius,
  shadow,
  space,
} from '../../shared/tokens';
import { LIVE_ATTRIBUTE } from '../../shared/dataAttributes';

// Our own small tooltip (Radix cost about 16 KB gzip of first-load JavaScript on home, over the
// budget): the delays and offset of docs/behaviour.md, hoverable (WCAG 1.4.13), closed by
// Escape, blur, leave and click, kept inside the viewport. The bubble is always in the page: CSS
// shows it from the first paint (hover after the delay, keyboard focus at once); once the
// component runs it takes over (`data-live`) and sets `data-open`, the delay staying a CSS
// transition-delay.

const EDGE_PX = 8;
const FADE_MS = 150;

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const shownAfter = (delay: string) => `
  visibility: visible;
  opacity: 1;
  transition-property: opacity, visibility;
  transition-duration: ${FADE_MS}ms, 0s;
  transition-timing-function: ease-out;
  transition-delay: ${delay};
`;

const Bubble = styled.span`
  position: absolute;
  bottom: calc(100% + ${TOOLTIP_SIDE_OFFSET_PX}px);
  left: 50%;
  z-index: 60;
  padding: ${space[1]} ${space[3]};
  border-radius: ${radius.sm};
  background: ${color.text};
  color: ${color.surface};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.regular};
  line-height: 1.4;
  white-space: nowrap;
  box-shadow: ${shadow.tooltip};
  pointer-events: auto;
  transform: translateX(-50%);
  visibility: hidden;
  opacity: 0;

  ${forcedBoundary}

  /* One rule each: a browser that does not know a selector drops its whole rule. Hover only
     where there is a pointer that hovers: a tap leaves :hover on touch screens. */
  @media (hover: hover) {
    [data-tooltip]:not([${LIVE_ATTRIBUTE}]):hover > & {
      ${shownAfter(`${TOOLTIP_DELAY_MS}ms`)}
    }
  }

  [data-tooltip][data-open] > & {
    ${shownAfter(`${TOOLTIP_DELAY_MS}ms`)}
  }

  [data-tooltip]:not([${LIVE_ATTRIBUTE}]):has(:focus-visible) > & {
    ${shownAfter('0s')}
  }

  [data-tooltip][data-open='now'] > & {
    ${shownAfter('0s')}
  }

  /* Bridges the gap to the trigger, so the pointer can move onto the bubble. */
  &::after {
    content: '';
    position: absolute;
    inset: 100% 0 auto;
    height: ${TOOLTIP_SIDE_OFFSET_PX + 1}px;
  }
`;

const Arrow = styled.span`
  position: absolute;
  top: 100%;
  left: 50%;
  width: 0;
  height: 0;
  border: 5px solid transparent;
  border-top-color: ${color.text};
`;

interface TooltipGroup {
  /** Notes that a tooltip of the group has just closed. */
  closed: () => void;
  /** Whether one closed so recently that the next opens without delay. */
  withinSkipDelay: () => boolean;
}

function createGroup(): TooltipGroup {
  let lastClosedAt = -Infinity;
  return {
    closed: () => {
      lastClosedAt = performance.now();
    },
    withinSkipDelay: () => performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS,
  };
}

const TooltipGroupContext = createContext<TooltipGroup>(createGroup());

/** Tooltips under one provider share the skip delay: moving from one to the next is instant. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const [group] = useState(createGroup);
  return <TooltipGroupContext.Provider value={group}>{children}</TooltipGroupContext.Provider>;
}

export interface TooltipProps {
  label: string;
  /** The one focusable element that the tooltip describes. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

/** Whether the element shows its focus (keyboard), where the browser can tell; else true. */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** Closed, open after the delay (hover), or open at once (focus, or within the skip delay). */
type Openness = false | 'delayed' | 'now';

export function Tooltip({ label, children }: TooltipProps) {
  const group = useContext(TooltipGroupContext);
  const [open, setOpen] = useState<Openness>(false);
  const [shift, setShift] = useState(0);
  const openedAt = useRef(0);
  const anchor = useRef<HTMLSpanElement>(null);
  const bubble = useRef<HTMLSpanElement>(null);
  const id = useId();

  const show = useCallback((openness: Exclude<Openness, false>) => {
    openedAt.current = performance.now();
    setOpen(openness);
  }, []);

  const openAfterDelay = useCallback(() => {
    show(group.withinSkipDelay() ? 'now' : 'delayed');
  }, [group, show]);

  const close = useCallback(() => {
    setOpen((was) => {
      // Only a tooltip that was seen starts the skip delay for the next one.
      if (was === 'now' || (was && performance.now() - openedAt.current >= TOOLTIP_DELAY_MS)) {
        group.closed();
      }
      return false;
    });
  }, [group]);

  // Takes over from CSS as the visitor left it: hovered or focused, the bubble stays shown. The
  // attributes are set here at once, with the rendered ones to follow, so that no frame between
  // has the bubble hidden; a tooltip nobody touched takes over without a render.
  useEffect(() => {
    const element = anchor.current;
    if (!element) return;
    const focused = document.activeElement;
    const openness =
      focused && element.contains(focused) && isKeyboardFocus(focused)
        ? 'now'
        : element.matches(':hover') && window.matchMedia('(hover: hover)').matches && 'delayed';
    if (openness) {
      element.setAttribute('data-open', openness);
      show(openness);
    }
    element.setAttribute(LIVE_ATTRIBUTE, '');
  }, [show]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  // Keep the bubble inside the viewport: measure it when it opens, and slide it sideways.
  useLayoutEffect(() => {
    if (!open || !bubble.current) {
      setShift(0);
      return;
    }
    const rect = bubble.current.getBoundingClientRect();
    const viewport = document.documentElement.clientWidth;
    if (rect.left < EDGE_PX) setShift(EDGE_PX - rect.left);
    else if (rect.right > viewport - EDGE_PX) setShift(viewport - EDGE_PX - rect.right);
  }, [open]);

  return (
    <Anchor
      ref={anchor}
      data-tooltip=""
      data-open={open || undefined}
      onPointerEnter={(event) => event.pointerType !== 'touch' && openAfterDelay()}
      onPointerLeave={close}
      onPointerDown={close}
      onFocus={(event) => isKeyboardFocus(event.target) && show('now')}
      onBlur={close}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      <Bubble
        ref={bubble}
        id={id}
        role="tooltip"
        style={shift ? { transform: `translateX(calc(-50% + ${shift}px))` } : undefined}
      >
        {label}
        <Arrow aria-hidden="true" style={shift ? { marginLeft: -5 - shift } : undefined} />
      </Bubble>
    </Anchor>
  );
}
