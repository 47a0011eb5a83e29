import styled from '@emotion/styled';
import type { CSSProperties } from 'react';
import { hueOf, initialsOf } from '../../lib/initials';
import { color, fontWeight, radius, shadow } from '../../shared/tokens';

// Drawn by CSS from the title, not an image: it follows the theme, costs no request and a few
// hundred bytes, and is sharp at every size. A hue from the title tints a dotted field, veiled
// by the theme's surface so it is soft in light and deep in dark.
const Field = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 10;
  background-color: hsl(var(--cover-hue) 70% 55%);
  background-image:
    radial-gradient(circle at 1px 1px, hsl(var(--cover-hue) 70% 45% / 0.35) 1px, transparent 1.5px),
    linear-gradient(135deg, ${color.coverVeil}, ${color.coverVeilEnd});
  background-size:
    18px 18px,
    100% 100%;
`;

const Initials = styled.span`
  display: grid;
  place-items: center;
  min-width: 5rem;
  height: 5rem;
  padding: 0 1rem;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  box-shadow: ${shadow.card};
  /* Toned towards the text colour: at least 4:1 on the surface for every hue, in both themes. */
  color: color-mix(in srgb, hsl(var(--cover-hue) 70% 45%) 60%, ${color.text});
  font-size: 2rem;
  font-weight: ${fontWeight.bold};
  letter-spacing: 0.02em;
  white-space: nowrap;
`;

export interface ProjectCoverProps {
  /** The title in the content's default language: one project, one cover, in every language. */
  title: string;
}

/** The picture of a project that has no screenshot: its initials on a field of its own hue. */
export function ProjectCover({ title }: ProjectCoverProps) {
  const style = { '--cover-hue': hueOf(title) } as CSSProperties;
  return (
    <Field style={style} aria-hidden="true">
      <Initials>{initialsOf(title)}</Initials>
    </Field>
  );
}
