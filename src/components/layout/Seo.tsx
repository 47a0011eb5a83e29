import { graphql } from 'gatsby';
import { Helmet } from 'react-helmet';

export interface SeoProps {
  site: Queries.SeoSiteFragment;
  /** The page's own name; the home page passes none and gets the owner's name and role. */
  title?: string;
  /** The page's path, e.g. `/resume`. */
  path: string;
  description?: string;
  noindex?: boolean;
}

/** Every tag of the document head, in one place. */
export function Seo({ site, title, path, description, noindex = false }: SeoProps) {
  const fullTitle = title ? `${title} | ${site.name}` : `${site.name} | ${site.role}`;
  const metaDescription = description ?? site.description;
  const canonical = new URL(path, site.siteUrl).href;
  return (
    <Helmet htmlAttributes={{ lang: 'en' }}>
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      {!noindex && <link rel="canonical" href={canonical} />}
      {noindex && <meta name="robots" content="noindex" />}
      <meta name="theme-color" content="#f8fafc" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={metaDescription} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content="website" />
      <meta name="twitter:card" content="summary" />
    </Helmet>
  );
}

export const query = graphql`
  fragment SeoSite on SiteJson {
    name
    role
    description
    siteUrl
  }
`;
