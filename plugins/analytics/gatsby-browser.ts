// Counts the visit, when the content names a counter (./setting.ts lists this plugin only then):
// each page the router shows once, and the clicks and sends that are events. Nothing is loaded
// or sent when the visitor's browser says not to track (Global Privacy Control, Do Not Track),
// nor from the owner's own machine; otherwise the sender (./count.ts) is fetched once the page is
// idle, and sends what was kept.
import type { GatsbyBrowser } from 'gatsby';
import { COUNTING_ATTRIBUTE, type CounterOptions, type Sighting } from '../shared/counters';

interface Privacy {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
}

const LOOPBACK = /^(localhost|127(\.\d+){3}|\[::1\])$/;

/**
 * Not counted: a visitor whose browser asks not to be tracked, and the site run on this machine
 * (npm run develop, serve) unless its counter runs here too, so the owner's own looks stay out.
 */
const declined = ({ endpoint }: CounterOptions) => {
  const { globalPrivacyControl, doNotTrack } = navigator as Navigator & Privacy;
  const local = LOOPBACK.test(location.hostname) && !LOOPBACK.test(new URL(endpoint).hostname);
  return (
    globalPrivacyControl === true ||
    doNotTrack === '1' ||
    (window as Privacy).doNotTrack === '1' ||
    local
  );
};

const seen: Sighting[] = [];
let deliver: ((sighting: Sighting) => void) | undefined;
let started = false;
let lastPage = '';

const note = (sighting: Sighting) => (deliver ? deliver(sighting) : seen.push(sighting));

/** After the page's own work: its load, then a moment the browser has nothing else to do. */
function whenIdle(run: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(run, { timeout: 5000 })
      : setTimeout(run, 1);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

function start(options: CounterOptions): void {
  started = true;
  document.documentElement.setAttribute(COUNTING_ATTRIBUTE, 'on');
  // Before the sender loads, so that a click on the way out is kept too. Capture: a component
  // that stops the click (the video's player) still counts.
  const onClick = (event: MouseEvent) => {
    if (event.type === 'auxclick' && event.button !== 1) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link instanceof HTMLAnchorElement) note({ kind: 'link', url: link.href });
  };
  addEventListener('click', onClick, true);
  addEventListener('auxclick', onClick, true);
  addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (form instanceof HTMLFormElement) note({ kind: 'form', form, at: location.pathname });
    },
    true,
  );
  whenIdle(() => {
    void import(/* webpackChunkName: "visit-counts" */ './count')
      .then(({ counter }) => {
        deliver = counter(options);
        seen.splice(0).forEach(deliver);
      })
      .catch(() => undefined);
  });
}

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }, options) => {
  // A page once: the router also reports a fragment jump or a repeated render of the same page.
  const page = `${location.pathname}${location.search}`;
  if (page === lastPage) return;
  const first = lastPage === '';
  lastPage = page;
  if (!started) {
    const counter = options as unknown as CounterOptions;
    if (declined(counter)) {
      document.documentElement.setAttribute(COUNTING_ATTRIBUTE, 'off');
      return;
    }
    start(counter);
  }
  const url = `${window.location.origin}${page}`;
  note({ kind: 'page', url, referrer: first ? document.referrer : '' });
};
