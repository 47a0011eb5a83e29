import * as simpleIcons from 'simple-icons';

/** SVG path data for a 24×24 icon, drawn with `fill-rule: evenodd`. */
export type IconPath = string;

// Brand marks that simple-icons does not carry, drawn for this site.
const OWN_ICONS: Record<string, IconPath> = {
  linkedin:
    'M4 2h16a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM6 9.5h3V18H6zM7.5 5.5a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5zM11 9.5h2.9v1.2c.5-.8 1.5-1.45 3-1.45 2.4 0 3.1 1.6 3.1 3.9V18h-3v-4.3c0-1.1-.3-1.9-1.4-1.9-1.1 0-1.6.8-1.6 1.9V18h-3z',
  blog: 'M5 2h10l5 5v15H5zM14 3.5V8h4.5zM8 11h9v1.8H8zM8 14.5h9v1.8H8zM8 18h6v1.8H8z',
};

const simpleIconsBySlug: Map<string, IconPath> = new Map(
  Object.values(simpleIcons as Record<string, unknown>)
    .filter(
      (icon): icon is { slug: string; path: string } =>
        typeof icon === 'object' && icon !== null && 'slug' in icon && 'path' in icon,
    )
    .map((icon) => [icon.slug, icon.path]),
);

/**
 * The path data of a bundled icon, by name (a simple-icons slug such as `react`, or one of
 * this site's own: `linkedin`, `blog`). Returns null when the value is not a bundled icon's
 * name, in which case it is a URL or a path to an image of the owner's.
 */
export function bundledIconPath(name: string): IconPath | null {
  return OWN_ICONS[name] ?? simpleIconsBySlug.get(name) ?? null;
}

/** Every bundled icon's name, sorted: the simple-icons slugs and this site's own. */
export function bundledIconNames(): string[] {
  return [...new Set([...Object.keys(OWN_ICONS), ...simpleIconsBySlug.keys()])].sort();
}
