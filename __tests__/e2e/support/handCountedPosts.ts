// The test content's posts in languages written without spaces between words, as their pages
// state their length: the BlogPosting's wordCount near the count made by hand, and the reading
// time shown the site's rule applied to it. Registered by languages.test.ts, in Chromium.
import { postPath } from '../../../src/shared/constants';
import { readingMinutes } from '../../../src/shared/readingTime';
import { HAND_COUNTED, HAND_COUNT_TOLERANCE } from '../../support/handCounts';
import { TEST_CONTENT_DIR } from '../../support/paths';
import { openPage } from './browser';
import { messagesOf, postsIn, routeIn } from './content';
import { squash } from './page';
import { CONTENT_DIR } from './site';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The hand counts' tests, on the site built from the test content (whose facts they are). */
export function handCountedPostTests(): void {
  if (CONTENT_DIR !== TEST_CONTENT_DIR) return;

  test.each(HAND_COUNTED)(
    '$lang: $post states its length as counted by hand ($words words)',
    async ({ lang, post, words }) => {
      const shown = postsIn(lang).find((each) => each.slug === post);
      expect({
        post,
        published: Boolean(shown),
        translated: shown?.untranslated === false,
      }).toEqual({ post, published: true, translated: true });
      const { page } = await openPage(routeIn(postPath(post), lang));
      const posting = (
        await page.$$eval('script[type="application/ld+json"]', (scripts) =>
          scripts.map(
            (script) => JSON.parse(script.textContent ?? '{}') as Record<string, string | number>,
          ),
        )
      ).find((data) => data['@type'] === 'BlogPosting');
      expect(posting?.inLanguage).toBe(lang);
      const counted = Number(posting?.wordCount);
      expect(Math.abs(counted - words)).toBeLessThanOrEqual(HAND_COUNT_TOLERANCE * words);

      // The minutes shown, read through the language's own words for them.
      const [before, after] = messagesOf(lang).writing.readingTime.split('{minutes}');
      const facts = squash(
        (await page.locator('main article header p').first().textContent()) ?? '',
      );
      const pattern = new RegExp(`${escaped(before.trim())}\\s*(\\d+)\\s*${escaped(after.trim())}`);
      expect(facts).toMatch(pattern);
      const minutes = Number(pattern.exec(facts)![1]);
      // Exactly the rule's minutes, unless the rule rounds otherwise within the tolerance.
      const spread =
        readingMinutes(Math.floor(words * (1 + HAND_COUNT_TOLERANCE))) -
        readingMinutes(Math.ceil(words * (1 - HAND_COUNT_TOLERANCE)));
      expect(Math.abs(minutes - readingMinutes(words))).toBeLessThanOrEqual(Math.min(spread, 1));
    },
  );
}
