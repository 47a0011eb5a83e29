// A post for search engines, as schema.org's BlogPosting describes it: with the post's page
// alone, so that no other page's script carries it.
import { personJsonLd, type PersonFacts } from '../../lib/structuredData';

export interface PostingFacts {
  headline: string;
  description: string;
  datePublished: string;
  dateModified: string;
  keywords: readonly string[];
  wordCount: number;
  inLanguage: string;
}

/** The builder Seo's `article` takes: the post by the owner, at its page's address. */
export const blogPosting =
  (post: PostingFacts) =>
  (person: PersonFacts, url: string, image: string): Record<string, unknown> => ({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    ...post,
    keywords: post.keywords.join(', '),
    url,
    mainEntityOfPage: url,
    image,
    author: personJsonLd(person),
  });
