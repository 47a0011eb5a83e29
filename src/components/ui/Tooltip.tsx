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
import { TOOLTIP_DELAY_MS, TOOLTIP_SIDE_OFFSET_PX, TOOLTIP_SKIP_DELAY_MS } from '../../constants';
import { color, fontSize, fontWeight, radius, shadow, space } from '../../styles/tokens';

// A small tooltip of our own: the spec's open delay, skip delay and side offset; opens on hover
// and at once on keyboard focus; stays open while the pointer is over it (WCAG 1.4.13);
// Escape, blur, pointer leave and click close it; it stays inside the viewport. A general
// library (Radix) did the same at about 16 KB gzip of first-load JavaScript on home, which the
// performance budget could not carry.

const EDGE_PX = 8;

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
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
  animation: tooltip-in 150ms ease-out;

  /* Bridges the gap to the trigger, so the pointer can move onto the bubble. */
  &::after {
    content: '';
    position: absolute;
    inset: 100% 0 auto;
    height: ${TOOLTIP_SIDE_OFFSET_PX + 1}px;
  }

  @keyframes tooltip-in {
    from {
      opacity: 0;
    }
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

export function Tooltip({ label, children }: TooltipProps) {
  const group = useContext(TooltipGroupContext);
  const [open, setOpen] = useState(false);
  const [shift, setShift] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const bubble = useRef<HTMLSpanElement>(null);
  const id = useId();

  const openNow = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(true);
  }, []);

  const openAfterDelay = useCallback(() => {
    clearTimeout(timer.current);
    if (group.withinSkipDelay()) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  }, [group]);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) group.closed();
      return false;
    });
  }, [group]);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  // Keep the bubble inside the viewport: measure it once it is there, and slide it sideways.
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
      onPointerEnter={(event) => event.pointerType !== 'touch' && openAfterDelay()}
      onPointerLeave={close}
      onPointerDown={close}
      onFocus={openNow}
      onBlur={close}
    >
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open && (
        <Bubble
          ref={bubble}
          id={id}
          role="tooltip"
          style={{ transform: `translateX(calc(-50% + ${shift}px))` }}
        >
          {label}
          <Arrow aria-hidden="true" style={{ marginLeft: -5 - shift }} />
        </Bubble>
      )}
    </Anchor>
  );
}
