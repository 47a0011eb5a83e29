export interface IconProps {
  /** SVG path data on a 24×24 grid. */
  path: string;
  size?: number;
  color?: string;
  className?: string;
}

/** A decorative inline SVG icon: hidden from assistive technology, sized up front. */
export function Icon({ path, size = 24, color = 'currentColor', className }: IconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={color}
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} fillRule="evenodd" clipRule="evenodd" />
    </svg>
  );
}
