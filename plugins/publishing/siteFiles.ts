import fs from 'fs';
import path from 'path';
// The manifest needs colour values (not the CSS variables): the light palette's, as before.
import { lightColor as color } from '../../src/styles/tokens';
import { APP_ICONS } from './shareImage';

// Small files every published site needs, written from the owner's content.

export interface SiteFacts {
  name: string;
  role: string;
  description: string;
  siteUrl: string;
}

/** The absolute URL of a site path, under the path prefix when there is one. */
export function absoluteUrl(siteUrl: string, sitePath: string, prefix = ''): string {
  return new URL(`${prefix}${sitePath}`, siteUrl).href;
}

export function robotsTxt(siteUrl: string, prefix = ''): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap-index.xml', prefix)}\n`;
}

export function webManifest(site: SiteFacts, prefix = ''): string {
  const icons = APP_ICONS.filter(({ size }) => size >= 192).map(({ file, size }) => ({
    src: `${prefix}/${file}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
  }));
  return `${JSON.stringify(
    {
      name: `${site.name} – ${site.role}`,
      short_name: site.name,
      description: site.description,
      start_url: `${prefix}/`,
      scope: `${prefix}/`,
      display: 'standalone',
      background_color: color.background,
      theme_color: color.background,
      icons: [
        ...icons,
        { src: `${prefix}/favicon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    null,
    2,
  )}\n`;
}

export function writeSiteFiles(publicDir: string, site: SiteFacts, prefix = ''): void {
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(site.siteUrl, prefix));
  fs.writeFileSync(path.join(publicDir, 'site.webmanifest'), webManifest(site, prefix));
}
