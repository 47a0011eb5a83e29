/** @jest-environment-options {"url": "https://www.example.com/"} */
// Visit counts in the page (plugins/analytics/gatsby-browser.ts and count.ts), with the requests
// caught where they would leave: nothing when the visitor asks not to be tracked; otherwise each
// page once, each event once, in the form each provider's collector takes. The end-to-end file
// visits.test.ts sends them from three engines to a collector.
import { waitFor } from '@testing-library/react';
import type { CounterOptions } from '../../plugins/shared/counters';
import { COUNTING_ATTRIBUTE, EVENTS } from '../../plugins/shared/counters';

type Browser = typeof import('../../plugins/analytics/gatsby-browser');
interface Sent {
  url: string;
  init: RequestInit;
}

const PLAUSIBLE: CounterOptions = {
  provider: 'plausible',
  endpoint: 'https://stats.example.org/api/event',
  site: 'www.example.com',
  hireUrl: 'https://hire.example.org/me?ref=portfolio',
};
const UMAMI: CounterOptions = {
  ...PLAUSIBLE,
  provider: 'umami',
  endpoint: 'https://u.example.org/api/send',
  site: 'id-1',
};
const GOATCOUNTER: CounterOptions = {
  ...PLAUSIBLE,
  provider: 'goatcounter',
  endpoint: 'https://g.example.org/count',
  site: '',
};

let sent: Sent[];
let browser: Browser;
// What each test's copy of the plugin listens to, taken off after it: the page is shared.
let listening: Parameters<typeof window.addEventListener>[];

beforeEach(() => {
  listening = [];
  const add = window.addEventListener.bind(window);
  jest.spyOn(window, 'addEventListener').mockImplementation((...args) => {
    listening.push(args);
    add(...args);
  });
  sent = [];
  global.fetch = jest.fn((url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {} });
    return Promise.resolve({} as Response);
  });
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    browser = require('../../plugins/analytics/gatsby-browser') as Browser;
  });
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(COUNTING_ATTRIBUTE);
});

afterEach(() => {
  for (const [type, listener, options] of listening) {
    window.removeEventListener(type, listener, options);
  }
  delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
  Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
});

/** The router shows `path`, as Gatsby tells the plugin. */
function show(path: string, options: CounterOptions): void {
  window.history.pushState(null, '', path);
  const [pathname, search = ''] = path.split('?');
  browser.onRouteUpdate?.(
    { location: { pathname, search: search && `?${search}` } } as never,
    options as never,
  );
}

const bodies = () =>
  sent.map(({ init }) => JSON.parse(String(init.body)) as Record<string, unknown>);

/** Clicks a link the page holds, which stays in the page. */
function click(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = 'a link';
  link.addEventListener('click', (event) => event.preventDefault());
  document.body.append(link);
  link.click();
}

test.each([
  [
    'Global Privacy Control',
    () =>
      Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true }),
  ],
  [
    'Do Not Track',
    () => Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true }),
  ],
])('with %s on, the page says counting is off and sends nothing', (_signal, turnOn) => {
  turnOn();
  show('/', PLAUSIBLE);
  show('/resume', PLAUSIBLE);
  click('/resume.pdf');
  expect(document.documentElement.getAttribute(COUNTING_ATTRIBUTE)).toBe('off');
  // Nothing waits to send later: no listener, no sender to fetch.
  expect(listening).toEqual([]);
  expect(fetch).not.toHaveBeenCalled();
});

test('Plausible: each page once, a case study as a page and an event, in a plain-text post', async () => {
  show('/', PLAUSIBLE);
  show('/', PLAUSIBLE);
  show('/projects/search', PLAUSIBLE);
  await waitFor(() => expect(sent).toHaveLength(3));
  expect(bodies()).toEqual([
    {
      name: 'pageview',
      url: 'https://www.example.com/',
      domain: 'www.example.com',
      referrer: null,
    },
    {
      name: 'pageview',
      url: 'https://www.example.com/projects/search',
      domain: 'www.example.com',
      referrer: null,
    },
    {
      name: EVENTS.caseStudy,
      url: 'https://www.example.com/projects/search',
      domain: 'www.example.com',
      referrer: null,
      props: { project: 'search' },
    },
  ]);
  expect(sent[0]).toMatchObject({
    url: PLAUSIBLE.endpoint,
    init: {
      method: 'POST',
      credentials: 'omit',
      keepalive: true,
      mode: 'no-cors',
      headers: { 'Content-Type': 'text/plain' },
    },
  });
  expect(document.documentElement.getAttribute(COUNTING_ATTRIBUTE)).toBe('on');
});

test("a page's title is the one its head sets once the router has shown it", async () => {
  document.title = 'Home';
  show('/', UMAMI);
  await waitFor(() => expect(sent).toHaveLength(1));
  show('/resume', UMAMI);
  document.title = 'Resume';
  await waitFor(() => expect(sent).toHaveLength(2));
  const titles = bodies().map((body) => (body.payload as { title: string }).title);
  expect(titles).toEqual(['Home', 'Resume']);
});

test('Umami: the CV, the card, Hire Me and a video are events; other links are not', async () => {
  show('/resume', UMAMI);
  await waitFor(() => expect(sent).toHaveLength(1));
  for (const href of [
    '/resume.pdf',
    '/contact.vcf',
    'https://hire.example.org/me?ref=portfolio',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/@channel',
    '/files/slides.pdf',
    'https://github.com/someone',
    '/videos',
  ]) {
    click(href);
  }
  await waitFor(() => expect(sent).toHaveLength(5));
  const payloads = bodies().map((body) => body.payload as Record<string, unknown>);
  expect(payloads.map(({ name, url, data }) => ({ name, url, data }))).toEqual([
    { name: undefined, url: '/resume', data: undefined },
    { name: EVENTS.cv, url: '/resume', data: undefined },
    { name: EVENTS.card, url: '/resume', data: undefined },
    { name: EVENTS.hire, url: '/resume', data: undefined },
    { name: EVENTS.video, url: '/resume', data: { video: 'dQw4w9WgXcQ' } },
  ]);
  expect(payloads[0]).toMatchObject({ website: 'id-1', hostname: 'www.example.com' });
  expect(sent[0].init).toMatchObject({
    mode: 'cors',
    headers: { 'Content-Type': 'application/json' },
  });
  expect(bodies()[0].type).toBe('event');
});

test('GoatCounter: a message counts as sent when the confirmation takes the form’s place', async () => {
  show('/contact', GOATCOUNTER);
  await waitFor(() => expect(sent).toHaveLength(1));
  const form = document.createElement('form');
  form.name = 'contact';
  // Its fields as the contact form's: one is named "name".
  form.innerHTML = '<input name="name" value="Ada">';
  form.addEventListener('submit', (event) => event.preventDefault());
  document.body.append(form);
  form.requestSubmit();
  // Not sent yet: the form is still there (a failed send keeps it).
  await new Promise((resolve) => requestAnimationFrame(resolve));
  expect(sent).toHaveLength(1);
  form.replaceWith(document.createElement('p'));
  await waitFor(() => expect(sent).toHaveLength(2));
  const queries = sent.map(({ url }) => Object.fromEntries(new URL(url).searchParams));
  expect(queries).toEqual([
    expect.objectContaining({ p: '/contact', e: 'false' }),
    expect.objectContaining({ p: EVENTS.sent, e: 'true' }),
  ]);
  expect(new URL(sent[0].url).pathname).toBe('/count');
});

test('Cloudflare: its own script, with the token, once the page is idle', async () => {
  const cloudflare: CounterOptions = {
    provider: 'cloudflare',
    endpoint: 'https://cloudflareinsights.com/cdn-cgi/rum',
    site: 'abc',
    script: 'https://static.cloudflareinsights.com/beacon.min.js',
  };
  show('/', cloudflare);
  const script = await waitFor(() => {
    const found = document.querySelector<HTMLScriptElement>('script[data-cf-beacon]');
    expect(found).not.toBeNull();
    return found!;
  });
  expect(script.src).toBe(cloudflare.script);
  expect(JSON.parse(script.dataset.cfBeacon ?? '')).toEqual({ token: 'abc' });
  expect(fetch).not.toHaveBeenCalled();
});
