// Visit counts, as a visitor's browser sends them and a collector receives them, in Chromium,
// Firefox and WebKit: the `visits` project, on the owner's site in one language with a
// self-hosted Plausible named in site.json, at a local stand-in for its collector
// (scripts/count-collector.mjs). One sender serves every provider (plugins/analytics/count.ts):
// what each provider's requests and policy hold is the unit tests' (visitCounts.test.ts,
// plugins/analytics.test.ts); how a browser sends them is here.
import { CONTACT_PATH } from '../../src/shared/constants';
import { hireHref } from '../../src/shared/contact';
import { EVENTS, COUNTING_ATTRIBUTE } from '../../plugins/shared/counters';
import { fillForm } from './every-engine/contact';
import { engineForFile } from './every-engine/start';
import { caseStudies, DEFAULT_LANG, site, videos } from './support/content';
import { messageFor, newToken, fieldsIn } from './support/contact';
import { TRAITS, type EngineName, type EngineVisit } from './support/engines/engine';
import { fetchOnce, siteAddress } from './support/site';
import {
  countsSince,
  eventCount,
  logMark,
  PROVIDER,
  requestsSince,
  type Count,
} from './support/visits';
import { eventually } from './support/wait';

const ENGINES: EngineName[] = ['chromium', 'firefox', 'webkit'];

/** The policy's sources for a directive of a page's Content-Security-Policy header. */
async function policyOf(route: string): Promise<Record<string, string[]>> {
  const header = (await fetchOnce(route)).headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    header.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** Waits until the collector has received `wanted` since `mark` (in any order), and returns all. */
function received(mark: number, wanted: readonly Count[]): Promise<Count[]> {
  return eventually(async () => {
    const counts = countsSince(mark);
    const missing = wanted.filter((count) => !counts.includes(count));
    if (missing.length > 0)
      throw new Error(`not yet received: ${missing.join(', ')}; received: ${counts.join(', ')}`);
    return counts;
  }, 'the collector');
}

const sorted = (counts: readonly Count[]) => [...counts].sort();

/** In the page: a link's click stays in the page (the count is what is tested, not the link). */
const keepInPage = (selector: string) =>
  document
    .querySelector(selector)
    ?.addEventListener('click', (event) => event.preventDefault(), { once: true });

/** Waits until the page has drawn what `selector` matches (the router shows the address first). */
const drawn = (visit: EngineVisit, selector: string) =>
  visit.until((match: string) => document.querySelector(match) !== null, selector);

/** Clicks a link of the page, its default (a download, another site) kept from happening. */
async function follow(visit: EngineVisit, selector: string): Promise<void> {
  await drawn(visit, selector);
  await visit.run(keepInPage, selector);
  await visit.click(selector);
}

const pathIs = (path: string) => location.pathname === path;
const counting = (attribute: string) => document.documentElement.getAttribute(attribute);

describe(`visits counted by ${PROVIDER}`, () => {
  test('the policy allows the counter, in the directive it needs, and nothing else', async () => {
    const policy = await policyOf('/');
    const others = (directive: string) =>
      policy[directive].filter((source) => source !== "'self'" && !source.startsWith("'sha256-"));
    // The owner's own form service, when their contact page posts to one, is the form's.
    const via = site.contact?.via ?? '';
    const formService = via.startsWith('https://') ? [new URL(via).origin] : [];
    expect(others('script-src')).toEqual([]);
    expect(others('connect-src')).toEqual([...formService, siteAddress().collector?.url]);
    const elsewhere = Object.entries(policy)
      .filter(([name]) => name !== 'script-src' && name !== 'connect-src')
      .flatMap(([, sources]) => sources)
      .filter((source) => /cloudflareinsights|127\.0\.0\.1/.test(source));
    expect(elsewhere).toEqual([]);
  });

  describe.each(ENGINES)('in %s', (name) => {
    const engineOf = engineForFile(name);
    const label = TRAITS[name].label;

    test(`${label} counts each page once, in-page navigations too, and the CV, the card and Hire Me`, async () => {
      const mark = logMark();
      const visit = await engineOf().open('/');
      await received(mark, ['page /']);
      const study = caseStudies[0]?.route;
      const wanted: Count[] = [
        'page /',
        'page /resume',
        eventCount(EVENTS.cv),
        eventCount(EVENTS.card),
        eventCount(EVENTS.hire),
      ];
      if (study) {
        // A case study opened from the home page: a page, and the event.
        const path = study;
        await visit.click(`main a[href="${path}"]`);
        await visit.until(pathIs, path);
        wanted.push(`page ${path}`, eventCount(EVENTS.caseStudy, study.split('/').pop() ?? ''));
        await received(mark, wanted.slice(-2));
      }
      await visit.click('header[data-site-nav] a[href="/resume"]');
      await visit.until(pathIs, '/resume');
      await received(mark, ['page /resume']);
      await follow(visit, 'main a[href$=".pdf"]');
      await follow(visit, 'main a[href$=".vcf"]');
      await follow(visit, `header[data-site-nav] a[href="${hireHref(site.hireUrl)}"]`);
      expect(sorted(await received(mark, wanted))).toEqual(sorted(wanted));
      expect(requestsSince(mark).map((request) => request.cookie)).toEqual(wanted.map(() => ''));
      expect(await visit.run(() => document.cookie)).toBe('');
      expect(await visit.cspViolations()).toEqual([]);
      expect(await visit.problems()).toEqual([]);
    });

    test(`${label} counts a video played and a message sent`, async () => {
      const mark = logMark();
      const visit = await engineOf().open('/videos');
      const wanted: Count[] = ['page /videos'];
      await received(mark, wanted);
      const video = videos.videos[0];
      if (video) {
        await visit.click(`main a[href*="${video.embedId}"]`);
        wanted.push(eventCount(EVENTS.video, video.embedId));
      }
      // A message is sent here as the host's own form service takes it (the test server's).
      if (site.contact?.via === 'netlify') {
        await visit.click(`a[href="${CONTACT_PATH}"]`);
        await visit.until(pathIs, CONTACT_PATH);
        const fields = fieldsIn(DEFAULT_LANG);
        await drawn(visit, `form [name="${fields[0].name}"]`);
        await visit.run(fillForm, messageFor(newToken(), fields));
        await visit.click('form button[type="submit"]');
        wanted.push(`page ${CONTACT_PATH}`, eventCount(EVENTS.sent));
      }
      expect(sorted(await received(mark, wanted))).toEqual(sorted(wanted));
      expect(await visit.cspViolations()).toEqual([]);
      expect(await visit.problems()).toEqual([]);
    });

    test(`${label} sends nothing and loads nothing when Global Privacy Control is on`, async () => {
      const mark = logMark();
      const visit = await engineOf().open('/', { held: true });
      // What a browser with Global Privacy Control on declares (Firefox has it behind a setting).
      await visit.run(() => {
        Object.defineProperty(navigator, 'globalPrivacyControl', {
          value: true,
          configurable: true,
        });
      });
      await visit.release();
      expect(await visit.until(counting, COUNTING_ATTRIBUTE)).toBe('off');
      await visit.click('header[data-site-nav] a[href="/resume"]');
      await visit.until(pathIs, '/resume');
      // Past the moment the sender would be fetched: the page loaded, and then idle.
      await visit.until(() => document.readyState === 'complete');
      await visit.run(
        () =>
          new Promise((resolve) =>
            'requestIdleCallback' in window ? requestIdleCallback(resolve) : setTimeout(resolve),
          ),
      );
      const asked = await visit.run(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin !== location.origin || /visit-counts/.test(url.pathname))
          .map(String),
      );
      expect(asked).toEqual([]);
      expect(
        await visit.run(() => document.querySelectorAll('script[data-cf-beacon]').length),
      ).toBe(0);
      expect(countsSince(mark)).toEqual([]);
    });
  });
});
