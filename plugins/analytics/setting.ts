// The counter the content names, for gatsby-config.ts: the plugin is listed only then, so that a
// site without visit counts ships the same scripts and headers as before the feature existed.
import { hireHref } from '../../src/shared/contact';
import { loadCheckedContent } from '../content-engine/load';
import { counterOf, type CounterOptions } from '../shared/counters';

/**
 * site.json's counter, as the one reader checked it, or undefined: none named, or the content
 * has errors (the build stops at bootstrap with them, in plain words). The check is the one the
 * build then reads again: it is made once.
 */
export function counterIn(contentDir: string): CounterOptions | undefined {
  const site = loadCheckedContent(contentDir).content?.site;
  return site?.analytics
    ? counterOf(site.analytics, site.siteUrl, site.hireUrl && hireHref(site.hireUrl))
    : undefined;
}

/** The plugin's entry in gatsby-config.ts: none without a counter. */
export function analyticsPlugins(contentDir: string) {
  const counter = counterIn(contentDir);
  // Cloudflare's automatic setup adds its own script: the policy allows it, the pages have
  // nothing to run.
  const runs = counter && (counter.provider !== 'cloudflare' || counter.site);
  return runs ? [{ resolve: 'analytics', options: { ...counter } }] : [];
}
