import styled from '@emotion/styled';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SIDE_OFFSET_PX, TOOLTIP_SKIP_DELAY_MS } from '../../constants';
import { color, fontSize, radius, space } from '../../styles/tokens';

const Bubble = styled(RadixTooltip.Content)`
  z-index: 60;
  padding: ${space[1]} ${space[3]};
  border-radius: ${radius.sm};
  background: ${color.text};
  color: ${color.surface};
  font-size: ${fontSize.xs};
  font-weight: 500;
  line-height: 1.4;
  box-shadow: 0 6px 18px rgba(15, 23, 42, 0.18);
`;

const Arrow = styled(RadixTooltip.Arrow)`
  fill: ${color.text};
`;

/** Shares the spec's open and skip delays between every tooltip on the page. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider
      delayDuration={TOOLTIP_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      {children}
    </RadixTooltip.Provider>
  );
}

export interface TooltipProps {
  label: string;
  /** The one focusable element that the tooltip describes. */
  children: ReactElement;
}

/** A tooltip shown on hover and keyboard focus, after the spec's delay; Escape closes it. */
export function Tooltip({ label, children }: TooltipProps) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <Bubble side="top" sideOffset={TOOLTIP_SIDE_OFFSET_PX}>
          {label}
          <Arrow width={10} height={5} />
        </Bubble>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
