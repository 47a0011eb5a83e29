// The owner's Person in the head of the pages that describe them, with the facts the build puts
// in their context (plugins/site-content): the very same on every page of every language.
import { render } from '@testing-library/react';
import type { HeadProps } from 'gatsby';
import type { ReactElement } from 'react';
import { Head as HomeHead } from '../../src/pages/index';
import { Head as ResumeHead } from '../../src/pages/resume';
import { Head as VideosHead } from '../../src/pages/videos';
import type { ResumeFile } from '../../src/shared/contentTypes';
import type { Messages, PageLanguage } from '../../src/shared/i18n';
import english from '../../src/shared/i18n/en.json';
import german from '../../src/shared/i18n/de.json';
import { awards } from '../../src/shared/kinds/awards';
import { certifications } from '../../src/shared/kinds/certifications';
import type { OwnerFacts } from '../../src/shared/owner';
import resume from '../fixtures/content/resume.json';
import germanSite from '../fixtures/content/translations/de/site.json';
import { homeData, resumePageData, siteData, videosPageData } from '../support/fixtures';
import { pageLanguage } from '../support/render';

type Item = Record<string, unknown>;

/** Every JSON-LD item a page's head renders, a list's items one by one. */
function jsonLdOf(element: ReactElement): Item[] {
  const { container, unmount } = render(element);
  const scripts = Array.from(container.querySelectorAll('script[type="application/ld+json"]'));
  const items = scripts.flatMap((script) => [JSON.parse(script.textContent ?? '')].flat());
  unmount();
  return items as Item[];
}

const titles = [
  { lang: 'en', text: siteData.title, messages: english as Messages },
  { lang: 'de', text: germanSite.title, messages: german as Messages },
];
const owner: OwnerFacts = {
  names: titles.map(({ lang }) => ({ lang, text: siteData.name })),
  jobTitles: titles.map(({ lang, text }) => ({ lang, text })),
  properties: {
    hasCredential: certifications.jsonLd!.values(resume as ResumeFile),
    award: awards.jsonLd!.values(resume as ResumeFile),
  },
};
const languages = titles.map(({ lang, messages }) => ({ lang, name: messages.$language }));

/** What Gatsby passes a page's Head in a language, with the owner's facts in its context. */
const at = <D,>(
  data: D,
  basePath: string,
  { lang, messages }: (typeof titles)[number],
  facts: OwnerFacts | null = owner,
) =>
  ({
    data,
    location: { pathname: basePath },
    params: {},
    pageContext: {
      ...pageLanguage(basePath, { lang, messages, languages }),
      ...(facts && { owner: facts }),
    },
  }) as unknown as HeadProps<D, PageLanguage>;

it('is the very same Person on home, the resume and the videos, in every language', () => {
  const people = titles.flatMap((language) =>
    [
      <HomeHead key="home" {...at(homeData, '/', language)} />,
      <ResumeHead key="resume" {...at(resumePageData, '/resume', language)} />,
      <VideosHead key="videos" {...at(videosPageData, '/videos', language)} />,
    ].flatMap((page) =>
      // The Person itself, the resume's main entity, or each video's creator.
      jsonLdOf(page).map(({ '@context': _context, ...item }) =>
        item['@type'] === 'Person' ? item : (item.mainEntity ?? item.creator),
      ),
    ),
  );
  expect(people.length).toBeGreaterThanOrEqual(titles.length * 3);
  for (const person of people) expect(person).toEqual(people[0]);
  expect(people[0]).toMatchObject({
    '@type': 'Person',
    jobTitle: titles.map(({ lang, text }) => ({ '@value': text, '@language': lang })),
    hasCredential: resume.certifications.map((entry) => ({ name: entry.name })),
    award: resume.awards.map((entry) => expect.stringContaining(entry.title)),
  });
});

it("gives the page's own job title alone when the context has no facts of the owner", () => {
  const [person] = jsonLdOf(<HomeHead {...at(homeData, '/', titles[0], null)} />);
  expect(person.jobTitle).toBe(siteData.title);
  expect(person).not.toHaveProperty('hasCredential');
  expect(person).not.toHaveProperty('award');
});
