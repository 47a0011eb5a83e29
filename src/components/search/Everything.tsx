// Everything the search finds, by kind, as links: what a visitor without JavaScript gets, and
// what the page shows before a search.
import styled from '@emotion/styled';
import { withPrefix } from 'gatsby';
import { useLocalPath, usePageLanguage } from '../../lib/language';
import { visibleProjects, type ProjectStatus } from '../../lib/projects';
import { caseStudyPath, postPath } from '../../shared/constants';
import { directionOf, type Messages } from '../../shared/i18n';
import { KIND_LISTS, SEARCH_KINDS, textFragment, type SearchKind } from '../../shared/search';
import { fontSize, fontWeight, space } from '../../shared/tokens';

const Kinds = styled.div`
  display: grid;
  gap: ${space[6]};
  margin-top: ${space[7]};

  &[hidden] {
    display: none;
  }

  h2 {
    font-size: ${fontSize.xl};
    font-weight: ${fontWeight.bold};
  }

  h3 {
    font-size: ${fontSize.lg};
    font-weight: ${fontWeight.bold};
  }

  ul {
    display: grid;
    gap: ${space[2]};
    margin-top: ${space[3]};
    padding-inline-start: ${space[5]};
  }
`;

export interface EverythingProps {
  words: Messages['search'];
  posts: readonly { slug: string; title: string; untranslated: boolean }[];
  projects: readonly {
    slug: string;
    title: string;
    untranslated: readonly string[] | null;
    status: ProjectStatus;
    caseStudy: { role: string | null } | null;
  }[];
  videos: readonly { id: string; title: string; untranslated: readonly string[] | null }[];
  resume: string;
  hidden: boolean;
}

export function Everything({ words, posts, projects, videos, resume, hidden }: EverythingProps) {
  const local = useLocalPath();
  const { languages } = usePageLanguage();
  // A title the language has not translated yet is the default's, read in its language.
  const own = languages[0].lang;
  const textOf = (untranslated: boolean) =>
    untranslated ? { lang: own, dir: directionOf(own) } : {};
  const titled = (untranslated: readonly string[] | null) =>
    textOf(untranslated?.includes('title') ?? false);
  // Plain links: the search page's policy is its own, and a page left reloads with its own.
  const localPath = (path: string) => withPrefix(local(path));
  const links: Record<
    SearchKind,
    { key: string; title: string; href: string; text: { lang?: string; dir?: string } }[]
  > = {
    post: posts.map(({ slug, title, untranslated }) => ({
      key: slug,
      title,
      href: localPath(postPath(slug)),
      text: textOf(untranslated),
    })),
    caseStudy: projects
      .filter((project) => project.caseStudy?.role)
      .map(({ slug, title, untranslated }) => ({
        key: slug,
        title,
        href: localPath(caseStudyPath(slug)),
        text: titled(untranslated),
      })),
    project: visibleProjects(projects)
      .filter((project) => !project.caseStudy?.role)
      .map(({ slug, title, untranslated }) => ({
        key: slug,
        title,
        href: `${localPath('/')}${textFragment(title)}`,
        text: titled(untranslated),
      })),
    video: videos.map(({ id, title, untranslated }) => ({
      key: id,
      title,
      href: `${localPath('/videos')}${textFragment(title)}`,
      text: titled(untranslated),
    })),
    resume: [{ key: 'resume', title: resume, href: localPath('/resume'), text: {} }],
  };
  return (
    <Kinds hidden={hidden}>
      <h2>{words.all}</h2>
      {SEARCH_KINDS.filter((kind) => links[kind].length > 0).map((kind) => (
        <section key={kind} aria-labelledby={`search-all-${kind}`}>
          <h3 id={`search-all-${kind}`}>{words.kinds[KIND_LISTS[kind]]}</h3>
          <ul>
            {links[kind].map(({ key, title, href, text }) => (
              <li key={key}>
                <a href={href} {...text}>
                  {title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Kinds>
  );
}
