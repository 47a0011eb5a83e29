// The sender, fetched once the page is idle (./gatsby-browser.ts): what the page saw, as each
// provider's collector takes it, in one request per page or event and nothing else. No cookie,
// no storage, no identifier: what a request carries is what its provider documents.
import {
  CONTACT_CARD_PATH,
  CONTACT_FORM_NAME,
  CONTACT_SENT_PATH,
  CV_PATH,
} from '../../src/shared/constants';
import {
  EVENTS,
  type CounterOptions,
  type EventName,
  type Provider,
  type Sighting,
} from '../shared/counters';

/** A page shown, or an event on the page at `url`. */
export interface Hit {
  url: string;
  referrer: string;
  event?: EventName;
  data?: Record<string, string>;
}

const CASE_STUDY = /\/projects\/([^/]+)$/;

/** One request, without credentials, kept alive if the visitor is leaving. */
function post(url: string, body: string, type: 'text/plain' | 'application/json'): void {
  void fetch(url, {
    method: 'POST',
    body,
    headers: { 'Content-Type': type },
    keepalive: true,
    credentials: 'omit',
    // A plain-text post needs no answer the page can read, so no preflight and no CORS.
    mode: type === 'text/plain' ? 'no-cors' : 'cors',
  }).catch(() => undefined);
}

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

type Send = (hit: Hit, counter: CounterOptions) => void;

const SENDERS: Record<Exclude<Provider, 'cloudflare'>, Send> = {
  // plausible.io/docs/events-api
  plausible: ({ url, referrer, event, data }, { endpoint, site }) =>
    post(
      endpoint,
      JSON.stringify({
        name: event ?? 'pageview',
        url,
        domain: site,
        referrer: referrer || null,
        ...(data && { props: data }),
      }),
      'text/plain',
    ),
  // umami.is/docs/api/sending-stats
  umami: ({ url, referrer, event, data }, { endpoint, site }) =>
    post(
      endpoint,
      JSON.stringify({
        type: 'event',
        payload: {
          website: site,
          hostname: location.hostname,
          language: navigator.language,
          referrer,
          screen: `${screen.width}x${screen.height}`,
          title: document.title,
          url: pathOf(url),
          ...(event && { name: event }),
          ...(data && { data }),
        },
      }),
      'application/json',
    ),
  // goatcounter.com/help/pixel: the query its own script sends, an event named in place of a
  // path (its data after the name: GoatCounter has no fields for it).
  goatcounter: ({ url, referrer, event, data }, { endpoint }) => {
    const query = new URLSearchParams({
      p: event ? [event, ...Object.values(data ?? {})].join(' ') : pathOf(url),
      t: document.title,
      r: referrer,
      s: String(screen.width),
      e: String(Boolean(event)),
    });
    post(`${endpoint}?${query}`, '', 'text/plain');
  },
};

/** The page view, and the event the page is itself: a case study opened, a message sent. */
function pageHits(url: string, referrer: string): Hit[] {
  const { pathname } = new URL(url);
  const study = CASE_STUDY.exec(pathname);
  return [
    { url, referrer },
    ...(study ? [{ url, referrer: '', event: EVENTS.caseStudy, data: { project: study[1] } }] : []),
    ...(pathname.endsWith(CONTACT_SENT_PATH) ? [{ url, referrer: '', event: EVENTS.sent }] : []),
  ];
}

/** The event a followed link is, if any: the CV, the contact card, Hire Me, a video. */
function linkEvent(href: string, { hireUrl }: CounterOptions): Pick<Hit, 'event' | 'data'> | null {
  const link = new URL(href);
  if (hireUrl && link.href === new URL(hireUrl, location.href).href) return { event: EVENTS.hire };
  // The CV and the card in any language: /resume.pdf, /es/resume.pdf, under any path prefix.
  if (link.origin === location.origin) {
    if (link.pathname.endsWith(CV_PATH)) return { event: EVENTS.cv };
    if (link.pathname.endsWith(CONTACT_CARD_PATH)) return { event: EVENTS.card };
    return null;
  }
  const video = link.pathname === '/watch' && link.searchParams.get('v');
  if (/(^|\.)youtube\.com$/.test(link.hostname) && video) {
    return { event: EVENTS.video, data: { video } };
  }
  return null;
}

const watched = new WeakSet<HTMLFormElement>();

/**
 * A contact form sent in place, from the page at `at`: counted when the confirmation takes the
 * form's place there. Leaving the page, with the message unsent, ends the watch.
 */
function onceSent(form: HTMLFormElement, at: string, sent: () => void): void {
  // The attribute: form.name is the form's field named "name", when it has one.
  if (form.getAttribute('name') !== CONTACT_FORM_NAME || watched.has(form)) return;
  watched.add(form);
  const observer = new MutationObserver(() => check());
  const check = () => {
    if (form.isConnected && location.pathname === at) return;
    observer.disconnect();
    if (!form.isConnected && location.pathname === at) sent();
  };
  observer.observe(document.body, { childList: true, subtree: true });
  // Sent before this script loaded.
  check();
}

/** After the next frame is drawn, or at once in a tab that draws none (hidden). */
function afterPaint(run: () => void): void {
  if (document.hidden) run();
  else requestAnimationFrame(() => setTimeout(run));
}

/** Cloudflare's own script, which counts each page itself (it follows the router). */
function loadBeacon({ script, site }: CounterOptions): void {
  if (!script || !site) return;
  const element = document.createElement('script');
  element.defer = true;
  element.src = script;
  element.dataset.cfBeacon = JSON.stringify({ token: site });
  document.head.append(element);
}

/** Starts counting: returns what to do with each thing the page sees from now on. */
export function counter(options: CounterOptions): (sighting: Sighting) => void {
  if (options.provider === 'cloudflare') {
    loadBeacon(options);
    return () => undefined;
  }
  const send = (hit: Hit) =>
    SENDERS[options.provider as Exclude<Provider, 'cloudflare'>](hit, options);
  const here = () => `${location.origin}${location.pathname}${location.search}`;
  return (sighting) => {
    // Once the page is drawn: its title is set after the router's news (Gatsby's Head).
    if (sighting.kind === 'page') {
      afterPaint(() => pageHits(sighting.url, sighting.referrer).forEach(send));
    }
    if (sighting.kind === 'link') {
      const event = linkEvent(sighting.url, options);
      if (event) send({ url: here(), referrer: '', ...event });
    }
    if (sighting.kind === 'form') {
      onceSent(sighting.form, sighting.at, () =>
        send({ url: here(), referrer: '', event: EVENTS.sent }),
      );
    }
  };
}
