// Everything the search finds, by kind, as links: what a visitor without JavaScript gets, and
// what the page shows before a search.
import styled from '@emotion/styled';
import { useLocalPath } from '../../lib/language';
import { withPrefix } from 'gatsby';
import { visibleProjects, type ProjectStatus } from '../../lib/projects';
import { caseStudyPath, postPath } from '../../shared/constants';
import type { Messages } from '../../shared/i18n';
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
  posts: readonly { slug: string; title: string }[];
  projects: readonly {
    slug: string;
    title: string;
    status: ProjectStatus;
    caseStudy: { role: string | null } | null;
  }[];
  videos: readonly { id: string; title: string }[];
  resume: string;
  hidden: boolean;
}

export function Everything({ words, posts, projects, videos, resume, hidden }: EverythingProps) {
  const local = useLocalPath();
  // Plain links: the search page's policy is its own, and a page left reloads with its own.
  const localPath = (path: string) => withPrefix(local(path));
  const links: Record<SearchKind, { key: string; title: string; href: string }[]> = {
    post: posts.map(({ slug, title }) => ({ key: slug, title, href: localPath(postPath(slug)) })),
    caseStudy: projects
      .filter((project) => project.caseStudy?.role)
      .map(({ slug, title }) => ({ key: slug, title, href: localPath(caseStudyPath(slug)) })),
    project: visibleProjects(projects)
      .filter((project) => !project.caseStudy?.role)
      .map(({ slug, title }) => ({
        key: slug,
        title,
        href: `${localPath('/')}${textFragment(title)}`,
      })),
    video: videos.map(({ id, title }) => ({
      key: id,
      title,
      href: `${localPath('/videos')}${textFragment(title)}`,
    })),
    resume: [{ key: 'resume', title: resume, href: localPath('/resume') }],
  };
  return (
    <Kinds hidden={hidden}>
      <h2>{words.all}</h2>
      {SEARCH_KINDS.filter((kind) => links[kind].length > 0).map((kind) => (
        <section key={kind} aria-labelledby={`search-all-${kind}`}>
          <h3 id={`search-all-${kind}`}>{words.kinds[KIND_LISTS[kind]]}</h3>
          <ul>
            {links[kind].map(({ key, title, href }) => (
              <li key={key}>
                <a href={href}>{title}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Kinds>
  );
}
