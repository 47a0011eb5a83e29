// Visit counts (site.json's "analytics", plugins/analytics): each provider's facts, read by the
// build (where to send, what the security policy must allow) and by the browser (how to send).
// A provider is a privacy-first service that sets no cookie; docs/deploying.md (Visit counts)
// says what each one shows. The setting's types are the schema's (site.schema.json).
import type { AnalyticsProvider, SiteAnalytics } from '../../src/shared/contentTypes';

export type Provider = AnalyticsProvider;

/** site.json's "analytics", as the content check let it through. */
export type AnalyticsSetting = SiteAnalytics;

/** What the browser needs to count: the plugin's options, written into the site's script. */
export interface CounterOptions {
  provider: Provider;
  /** Where counts are sent (Cloudflare: where its own script sends them). */
  endpoint: string;
  /** The site as the provider knows it; '' for Cloudflare's automatic setup (no script of ours). */
  site: string;
  /** Cloudflare's script, which the page loads itself. */
  script?: string;
  /** The Hire Me link's address, whose clicks are an event. */
  hireUrl?: string;
}

/** The event names, as the provider's dashboard lists them (docs/deploying.md). */
export const EVENTS = {
  cv: 'CV download',
  card: 'Contact card',
  hire: 'Hire Me',
  video: 'Video play',
  caseStudy: 'Case study',
  sent: 'Contact sent',
} as const;
export type EventName = (typeof EVENTS)[keyof typeof EVENTS];

/** On <html>: "on" once counting runs, "off" when the visitor asked not to be tracked. */
export const COUNTING_ATTRIBUTE = 'data-visit-counts';

const CLOUDFLARE_SCRIPT = 'https://static.cloudflareinsights.com/beacon.min.js';
const CLOUDFLARE_COLLECTOR = 'https://cloudflareinsights.com/cdn-cgi/rum';

const base = (address: string | undefined, service: string) =>
  (address ?? service).replace(/\/+$/, '');

/** The counter a setting names, with each provider's service where no address is given. */
export function counterOf(
  setting: AnalyticsSetting,
  siteUrl: string,
  hireUrl?: string,
): CounterOptions {
  const { provider, site, address } = setting;
  const hire = hireUrl ? { hireUrl } : {};
  switch (provider) {
    case 'plausible':
      return {
        provider,
        endpoint: `${base(address, 'https://plausible.io')}/api/event`,
        site: site ?? new URL(siteUrl).hostname,
        ...hire,
      };
    case 'umami':
      return {
        provider,
        endpoint: `${base(address, 'https://cloud.umami.is')}/api/send`,
        site: site ?? '',
        ...hire,
      };
    case 'goatcounter':
      return {
        provider,
        endpoint: `${base(address, `https://${site ?? ''}.goatcounter.com`)}/count`,
        site: site ?? '',
        ...hire,
      };
    case 'cloudflare':
      return {
        provider,
        endpoint: CLOUDFLARE_COLLECTOR,
        site: site ?? '',
        script: CLOUDFLARE_SCRIPT,
      };
  }
}

/**
 * What the security policy must allow for a counter, and nothing more: its collector in
 * connect-src, and Cloudflare's script in script-src (also when Cloudflare adds it itself).
 */
export function counterSources(counter: CounterOptions | undefined): {
  script: string[];
  connect: string[];
} {
  if (!counter) return { script: [], connect: [] };
  return {
    script: counter.script ? [new URL(counter.script).origin] : [],
    connect: [new URL(counter.endpoint).origin],
  };
}

/** What the page saw before the sender ran: a page shown, a link followed, a form sent. */
export type Sighting =
  | { kind: 'page'; url: string; referrer: string }
  | { kind: 'link'; url: string }
  | { kind: 'form'; form: HTMLFormElement; at: string };
