// A page in another language than the default: the interface's words of that language, links
// that stay in it, the switch to the same page in the other languages, and the texts a
// translation left out marked as the default language's.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HomePage from '../../src/pages/index';
import ResumePage from '../../src/pages/resume';
import { ProjectCard } from '../../src/components/home/ProjectCard';
import { TechStack } from '../../src/components/home/TechStack';
import { format, type Messages, type SiteLanguage } from '../../src/shared/i18n';
import english from '../../src/shared/i18n/en.json';
import spanish from '../../src/shared/i18n/es.json';
import arabic from '../../src/shared/i18n/ar.json';
import french from '../../src/shared/i18n/fr.json';
import {
  homeData,
  projectItems,
  resumeData,
  resumePageData,
  siteData,
  techItems,
} from '../support/fixtures';
import { pageLanguage, pageProps, renderInSite } from '../support/render';

const EN: SiteLanguage = { lang: 'en', name: english.$language };
const ES: SiteLanguage = { lang: 'es', name: spanish.$language };
const AR: SiteLanguage = { lang: 'ar', name: arabic.$language };
const FR: SiteLanguage = { lang: 'fr', name: french.$language };
const ALL = [EN, ES, AR, FR];

/** The resume page at /<lang>/resume, among `languages`. */
function renderResume(lang: string, messages: Messages, languages = ALL, data = resumePageData) {
  const language = pageLanguage('/resume', { lang, messages, languages });
  const pathname = lang === 'en' ? '/resume' : `/${lang}/resume`;
  return renderInSite(<ResumePage {...pageProps(data, pathname, language)} />, pathname, language);
}

describe('a page in Spanish', () => {
  beforeEach(() => renderResume('es', spanish as Messages));

  it('names the navigation and its links in Spanish, and keeps them in Spanish', () => {
    const nav = screen.getByRole('navigation', { name: spanish.nav.label });
    expect(within(nav).getByRole('link', { name: spanish.nav.home })).toHaveAttribute(
      'href',
      '/es',
    );
    expect(within(nav).getByRole('link', { name: spanish.nav.resume })).toHaveAttribute(
      'href',
      '/es/resume',
    );
    expect(within(nav).getByRole('link', { name: spanish.nav.videos })).toHaveAttribute(
      'href',
      '/es/videos',
    );
    expect(within(nav).getByRole('link', { name: new RegExp(`^${spanish.nav.hire}`) })).toBe(
      within(nav).getAllByRole('link').at(-1),
    );
    expect(screen.queryByRole('navigation', { name: english.nav.label })).not.toBeInTheDocument();
  });

  it("heads the resume's sections with the Spanish words, in the page's order", () => {
    // The four every resume has, then the credentials the test content lists.
    const titleOf = (words: Messages, id: string) =>
      ({ ...words.resume, ...words.credentials })[id as 'summary'];
    const ids = [
      'summary',
      'products',
      'skills',
      'education',
      'certifications',
      'awards',
      'publications',
    ];
    const headings = screen.getAllByRole('heading', { level: 2 });
    // The owner's own sections follow, headed by the content's own words.
    expect(headings.map((heading) => heading.textContent)).toEqual([
      ...ids.map((id) => titleOf(spanish as Messages, id)),
      ...(resumeData.sections ?? []).map((section) => section.heading),
    ]);
    for (const id of ids) {
      const name = titleOf(spanish as Messages, id);
      expect(screen.getByRole('region', { name })).toHaveAttribute(
        'aria-labelledby',
        `${id}-heading`,
      );
      expect(screen.queryByText(titleOf(english as Messages, id))).not.toBeInTheDocument();
    }
  });

  it('offers the CV in Spanish, under a file name that says so', () => {
    const download = screen.getByRole('link', { name: spanish.resume.downloadCv });
    expect(download).toHaveAttribute('href', '/es/resume.pdf');
    expect(download).toHaveAttribute('download', siteData.cvFilename.replace(/\.pdf$/, '-es.pdf'));
    expect(screen.getByRole('link', { name: spanish.resume.saveContact })).toHaveAttribute(
      'href',
      '/contact.vcf',
    );
  });

  it('names the theme switch and the skip link in Spanish', () => {
    expect(screen.getByRole('button', { name: spanish.theme.toDark })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: spanish.skipLink })).toBeInTheDocument();
  });
});

describe('a page in Arabic', () => {
  beforeEach(() => renderResume('ar', arabic as Messages));

  it("heads the resume's sections with the Arabic words", () => {
    for (const id of ['summary', 'products', 'skills', 'education'] as const) {
      expect(screen.getByRole('region', { name: arabic.resume[id] })).toHaveAttribute(
        'aria-labelledby',
        `${id}-heading`,
      );
    }
    expect(screen.getByRole('region', { name: arabic.credentials.awards })).toHaveAttribute(
      'aria-labelledby',
      'awards-heading',
    );
    expect(screen.getByRole('navigation', { name: arabic.nav.label })).toBeInTheDocument();
  });

  it("offers the default language's CV, saying in which language it is (no PDF right to left)", () => {
    const name = format(arabic.resume.downloadCvIn, { language: english.$language });
    const download = screen.getByRole('link', { name });
    expect(download).toHaveAttribute('href', '/resume.pdf');
    expect(download).toHaveAttribute('hreflang', 'en');
    expect(download).toHaveAttribute('download', siteData.cvFilename);
  });
});

describe('the language switch', () => {
  const switchOf = () => document.querySelector('[data-language-switch]');

  it('is not there when the site has one language', () => {
    renderInSite(<HomePage {...pageProps(homeData)} />);
    expect(switchOf()).toBeNull();
    expect(screen.queryByRole('list', { name: english.nav.languageList })).not.toBeInTheDocument();
  });

  it('lists the same page in every other language, each link in its own language', async () => {
    renderResume('es', spanish as Messages);
    const summary = switchOf()?.querySelector('summary') as HTMLElement;
    // Its name holds the code it shows, so the name said is the text seen.
    // (jsdom's name computation puts a space between the two spans.)
    expect(summary).toHaveAccessibleName(
      new RegExp(`^ES ?, ${format(spanish.nav.languages, { language: spanish.$language })}$`),
    );
    const code = within(summary).getByText('ES');
    expect(code.closest('[aria-hidden="true"]')).toBeNull();
    await userEvent.setup().click(summary);
    const list = screen.getByRole('list', { name: spanish.nav.languageList });
    const links = within(list).getAllByRole('link');
    expect(
      links.map((link) => ({
        name: link.textContent,
        href: link.getAttribute('href'),
        hreflang: link.getAttribute('hreflang'),
        lang: link.getAttribute('lang'),
      })),
    ).toEqual([
      { name: english.$language, href: '/resume', hreflang: 'en', lang: 'en' },
      { name: arabic.$language, href: '/ar/resume', hreflang: 'ar', lang: 'ar' },
      { name: french.$language, href: '/fr/resume', hreflang: 'fr', lang: 'fr' },
    ]);
  });

  it('leads from home in the default language to each home page', async () => {
    const language = pageLanguage('/', { languages: [EN, FR] });
    renderInSite(<HomePage {...pageProps(homeData, '/', language)} />, '/', language);
    await userEvent.setup().click(switchOf()?.querySelector('summary') as HTMLElement);
    const list = screen.getByRole('list', { name: english.nav.languageList });
    const [link, ...more] = within(list).getAllByRole('link');
    expect(more).toEqual([]);
    expect(link).toHaveAttribute('href', '/fr');
    expect(link).toHaveTextContent(french.$language);
  });
});

describe('a text the translation left out', () => {
  const frenchPage = pageLanguage('/', {
    lang: 'fr',
    messages: french as Messages,
    languages: [EN, FR],
  });

  it("is marked as the default language's on the card; a translated one is not", () => {
    const [, , cana] = projectItems;
    const project = { ...cana, untranslated: ['description'] } as Queries.ProjectCardFragment;
    renderInSite(<ProjectCard project={project} />, '/fr', frenchPage);
    expect(screen.getByText(project.description)).toHaveAttribute('lang', 'en');
    expect(
      screen.getByRole('heading', { name: new RegExp(`^${project.title}`) }),
    ).not.toHaveAttribute('lang');
    // Named by French words too: the new tab is said in French.
    expect(
      screen.getByRole('link', { name: `${project.title} ${french.newTab}` }),
    ).toBeInTheDocument();
    // The card's own words are French.
    expect(screen.getByText(new RegExp(french.home.viewProject))).toBeInTheDocument();
  });

  it('is not marked on a page in the default language', () => {
    const [, , cana] = projectItems;
    renderInSite(<ProjectCard project={{ ...cana, untranslated: null }} />, '/');
    expect(screen.getByText(cana.description)).not.toHaveAttribute('lang');
  });

  it('is marked in the tech stack and on the resume', () => {
    const [docker, postgres] = techItems;
    const items = [docker, { ...postgres, untranslated: ['description'] }];
    const { unmount } = renderInSite(<TechStack items={items} />, '/fr', frenchPage);
    expect(screen.getByText(postgres.description)).toHaveAttribute('lang', 'en');
    expect(screen.getByText(docker.description)).not.toHaveAttribute('lang');
    unmount();

    const resume = { summary: resumeData.summary, untranslated: ['summary'] };
    renderResume('fr', french as Messages, [EN, FR], { ...resumePageData, resume } as never);
    const summary = screen.getByRole('region', { name: french.resume.summary });
    expect(within(summary).getByRole('list')).toHaveAttribute('lang', 'en');
  });
});
