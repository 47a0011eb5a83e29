// The counter the content names, for gatsby-config.ts: the plugin is listed only then, so that a
// site without visit counts ships the same scripts and headers as before the feature existed.
import fs from 'fs';
import path from 'path';
import { hireHref } from '../../src/shared/contact';
import { counterOf, type AnalyticsSetting, type CounterOptions } from '../shared/counters';

interface SiteSettings {
  siteUrl: string;
  hireUrl?: string;
  analytics?: AnalyticsSetting;
}

/**
 * site.json's counter, or undefined: none named, or the file is not yet readable (the content
 * check, which runs next, says what is wrong in plain words).
 */
export function counterIn(contentDir: string): CounterOptions | undefined {
  try {
    const site = JSON.parse(
      fs.readFileSync(path.join(contentDir, 'site.json'), 'utf8'),
    ) as SiteSettings;
    return site.analytics
      ? counterOf(site.analytics, site.siteUrl, site.hireUrl && hireHref(site.hireUrl))
      : undefined;
  } catch {
    return undefined;
  }
}

/** The plugin's entry in gatsby-config.ts: none without a counter. */
export function analyticsPlugins(contentDir: string) {
  const counter = counterIn(contentDir);
  // Cloudflare's automatic setup adds its own script: the policy allows it, the pages have
  // nothing to run.
  const runs = counter && (counter.provider !== 'cloudflare' || counter.site);
  return runs ? [{ resolve: 'analytics', options: { ...counter } }] : [];
}
