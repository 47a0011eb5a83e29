import { graphql, withPrefix } from 'gatsby';
import { SHARE_IMAGE } from '../../shared/constants';
import {
  canTypeset,
  localePath,
  ogLocaleOf,
  pagePathIn,
  type PageLanguage,
} from '../../shared/i18n';
import {
  creativeWorkJsonLd,
  homeJsonLd,
  resumeJsonLd,
  videosJsonLd,
  type CreativeWorkFacts,
  type PersonFacts,
  type VideoFacts,
} from '../../lib/structuredData';

export interface SeoProps {
  site: Queries.SeoSiteFragment;
  /** The page's own name; the home page passes none and gets the owner's name and role. */
  title?: string;
  /** The page's language, from its context: its path in each language comes with it. */
  language: PageLanguage;
  description?: string;
  /** Structured data about the owner: the Person on home, a ProfilePage on the resume. */
  structuredData?: 'person' | 'profile';
  noindex?: boolean;
  /** The page's own preview image (a path on this site); the site's share image otherwise. */
  image?: { src: string; width: number; height: number; alt: string };
  /** A work the page presents, by the owner: a case study. */
  creativeWork?: CreativeWorkFacts;
  /** The videos the page shows, by the owner. */
  videos?: readonly VideoFacts[];
  /** The structured data of a page that is an article by the owner (a post), drawn from the
   *  owner's facts, the page's address and its image: its builder lives with its page. */
  article?: (person: PersonFacts, url: string, image: string) => Record<string, unknown>;
  /** The page's canonical address when it is not its own: a post first published elsewhere. */
  canonicalUrl?: string;
}

/**
 * Every tag of the document head that depends on the page, in one place. Pages render it from
 * their `Head` export (Gatsby's Head API), which Gatsby renders per page at build time and
 * updates on client-side navigation. (react-helmet kept head tags in one shared slot, and
 * Gatsby renders several pages at once: pages could lose or swap their tags.) The icons, the
 * manifest and theme-color, the same on every page, are written once by gatsby-ssr.tsx.
 */
export function Seo({
  site,
  title,
  language,
  description,
  structuredData,
  noindex = false,
  image: pageImage,
  creativeWork,
  videos,
  article,
  canonicalUrl,
}: SeoProps) {
  const absolute = (sitePath: string) => new URL(withPrefix(sitePath), site.siteUrl).href;
  const { lang, languages } = language;
  const defaultLang = languages[0].lang;
  const path = pagePathIn(language, lang);
  // The page in every language, for search engines; x-default is the default language's.
  const alternates = languages.map((other) => ({
    hrefLang: other.lang,
    href: absolute(pagePathIn(language, other.lang)),
  }));
  const fullTitle = title ? `${title} | ${site.name}` : `${site.name} | ${site.role}`;
  const metaDescription = description ?? site.description;
  const url = absolute(path);
  const canonical = canonicalUrl ?? url;
  // The share image in the page's language, where the build can draw one (plugins/share-image).
  const shareLang = canTypeset(lang) ? lang : defaultLang;
  const preview = pageImage ?? {
    ...SHARE_IMAGE,
    src: localePath(SHARE_IMAGE.path, shareLang, defaultLang),
    alt: `${site.name}, ${site.role}`,
  };
  const image = absolute(preview.src);
  const imageAlt = preview.alt;
  // The person's image is their portrait wherever their @id appears, or none: never a page's.
  // (A file's public address carries the path prefix already.)
  const portrait = site.portrait?.src?.publicURL;
  // The facts no one language gives (the job title in each, the credentials) are the build's,
  // the same on every page; a page without them has its own language's title alone.
  const { owner } = language;
  const person: PersonFacts = {
    names: owner?.names ?? [{ lang, text: site.name }],
    jobTitles: owner?.jobTitles ?? [{ lang, text: site.title }],
    url: absolute('/'),
    image: portrait ? new URL(portrait, site.siteUrl).href : undefined,
    email: site.email,
    sameAs: site.social.map((link) => link.url),
    worksFor: site.company,
    properties: owner?.properties,
  };
  const jsonLd = article
    ? article(person, url, image)
    : creativeWork
      ? creativeWorkJsonLd(creativeWork, person, canonical, image, lang)
      : videos
        ? videosJsonLd(videos, person)
        : structuredData === 'person'
          ? homeJsonLd(person)
          : structuredData === 'profile'
            ? resumeJsonLd(person, canonical, lang, fullTitle)
            : null;

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      {noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={canonical} />
          {languages.length > 1 &&
            [...alternates, { hrefLang: 'x-default', href: alternates[0].href }].map(
              (alternate) => <link key={alternate.hrefLang} rel="alternate" {...alternate} />,
            )}
        </>
      )}

      <meta
        property="og:type"
        content={
          structuredData === 'person' ? 'profile' : creativeWork || article ? 'article' : 'website'
        }
      />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={ogLocaleOf(lang)} />
      {languages
        .filter((other) => other.lang !== lang)
        .map((other) => (
          <meta key={other.lang} property="og:locale:alternate" content={ogLocaleOf(other.lang)} />
        ))}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={metaDescription} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta
        property="og:image:type"
        content={/\.jpe?g$/.test(preview.src) ? 'image/jpeg' : 'image/png'}
      />
      <meta property="og:image:width" content={String(preview.width)} />
      <meta property="og:image:height" content={String(preview.height)} />
      <meta property="og:image:alt" content={imageAlt} />

      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={metaDescription} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />

      {jsonLd && (
        <script
          type="application/ld+json"
          // JSON-LD is data, not code: serialised here, with '<' escaped so it cannot end the tag.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
        />
      )}
    </>
  );
}

export const query = graphql`
  fragment SeoSite on Owner {
    name
    role
    title
    email
    description
    siteUrl
    portrait {
      src {
        publicURL
      }
    }
    social {
      url
    }
    company {
      name
      url
    }
  }
`;
