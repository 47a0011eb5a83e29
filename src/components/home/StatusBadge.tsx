import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import type { ProjectStatus } from '../../lib/projects';
import { color } from '../../shared/tokens';
import { pill } from '../ui/pill';
import { useMessages } from '../../lib/language';

const TONES: Record<ProjectStatus, { text: string; background: string }> = {
  completed: { text: color.success, background: color.successSoft },
  active: { text: color.info, background: color.infoSoft },
  upcoming: { text: color.neutral, background: color.neutralSoft },
};

const pulse = keyframes`
  0% { transform: scale(1); opacity: 0.6; }
  70% { transform: scale(2.4); opacity: 0; }
  100% { transform: scale(2.4); opacity: 0; }
`;

const Badge = styled.span<{ tone: ProjectStatus }>`
  ${pill}
  background: ${({ tone }) => TONES[tone].background};
  color: ${({ tone }) => TONES[tone].text};
`;

const Dot = styled.span`
  position: relative;
  width: 0.5rem;
  height: 0.5rem;
  border-radius: 50%;
  background: ${color.infoDot};

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: 50%;
    background: ${color.infoDot};
    animation: ${pulse} 1.6s ease-out infinite;
  }
`;

/** The coloured label of a project's status; active projects get a pulsing dot. */
export function StatusBadge({ status }: { status: ProjectStatus }) {
  return (
    <Badge tone={status}>
      {status === 'active' && <Dot aria-hidden="true" />}
      {useMessages().status[status]}
    </Badge>
  );
}
