import styled from '@emotion/styled';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { StatusBadge } from '../components/home/StatusBadge';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { ButtonLink } from '../components/ui/ButtonLink';
import { ExternalLink } from '../components/ui/ExternalLink';
import { PrintedUrl } from '../components/ui/PrintedUrl';
import { Screenshot } from '../components/ui/Screenshot';
import { TechIcon } from '../components/ui/TechIcon';
import { required } from '../lib/required';
import { PROJECTS_SECTION_ID } from '../shared/constants';
import { color, fontSize, fontWeight, layout, mq, radius, shadow, space } from '../shared/tokens';
import { useTextLang } from '../lib/language';
import { format, localePath, type PageLanguage } from '../shared/i18n';

const Article = styled.article`
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: ${space[6]} ${space[4]} ${space[8]};

  ${mq.md} {
    padding: ${space[8]} ${space[6]} ${space[9]};
  }
`;

const Narrow = styled.div`
  max-width: 46rem;
`;

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${space[5]};
  color: ${color.muted};
  font-size: ${fontSize.sm};
  text-decoration: none;

  &:hover {
    color: ${color.accent};
    text-decoration: underline;
  }

  ${mq.print} {
    display: none;
  }
`;

const Title = styled.h1`
  margin-top: ${space[3]};
  font-size: clamp(2rem, 5vw, 3rem);
  font-weight: ${fontWeight.bold};
  line-height: 1.1;
  letter-spacing: -0.02em;
  overflow-wrap: anywhere;
`;

const Lede = styled.p`
  margin-top: ${space[4]};
  color: ${color.muted};
  font-size: ${fontSize.lg};
`;

const Facts = styled.dl`
  display: grid;
  gap: ${space[4]};
  margin-top: ${space[6]};

  ${mq.md} {
    grid-template-columns: 1fr 1fr 2fr;
  }

  dt {
    color: ${color.muted};
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.bold};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }

  dd {
    margin: ${space[1]} 0 0;
  }

  div:last-of-type {
    grid-column: 1 / -1;
  }
`;

const Stack = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin-top: ${space[2]};
  padding: 0;
  list-style: none;
`;

const Badge = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[1]} ${space[3]};
  border: 1px solid ${color.border};
  border-radius: ${radius.full};
  background: ${color.surface};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.bold};

  /* A brand colour may be dark: on the chip the tech cards use, it shows in both themes. */
  svg,
  img {
    box-sizing: content-box;
    padding: 3px;
    border-radius: ${radius.full};
    background: ${color.iconChip};
  }
`;

const Actions = styled.div`
  margin-top: ${space[6]};
`;

const Figure = styled.figure`
  margin: ${space[7]} 0 0;
  overflow: hidden;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  box-shadow: ${shadow.card};
`;

// A portrait screenshot would fill the screen at full width: it is shown whole, at most as tall
// as most of the window.
const Shot = styled(Screenshot)`
  max-height: 80vh;

  img {
    object-fit: contain;
  }
`;

// The case study's own text, from Markdown: headings, paragraphs, lists, links, quotes, code.
const Prose = styled.div`
  max-width: 46rem;
  margin-top: ${space[7]};
  font-size: ${fontSize.md};
  line-height: 1.7;

  /* On paper a link to another site is followed by its address. */
  ${mq.print} {
    a[href^='http']::after {
      content: ' (' attr(href) ')';
      overflow-wrap: anywhere;
    }
  }

  h2 {
    margin-top: ${space[7]};
    font-size: ${fontSize.xl};
    font-weight: ${fontWeight.bold};
    line-height: 1.25;
  }

  h3 {
    margin-top: ${space[6]};
    font-size: ${fontSize.lg};
    font-weight: ${fontWeight.bold};
  }

  p,
  ul,
  ol,
  blockquote,
  pre {
    margin-top: ${space[4]};
  }

  ul,
  ol {
    padding-inline-start: ${space[5]};
  }

  li + li {
    margin-top: ${space[2]};
  }

  a {
    color: ${color.accent};
    text-underline-offset: 0.2em;
  }

  blockquote {
    padding-inline-start: ${space[4]};
    border-inline-start: 3px solid ${color.accentBorder};
    color: ${color.muted};
  }

  kbd {
    padding: 0.05em 0.4em;
    border: 1px solid ${color.border};
    border-bottom-width: 2px;
    border-radius: ${radius.sm};
    background: ${color.surface};
    font-family: inherit;
    font-size: 0.85em;
  }

  code {
    padding: 0.1em 0.35em;
    border-radius: ${radius.sm};
    background: ${color.accentSoft};
    font-size: 0.9em;
  }

  pre {
    overflow-x: auto;
    padding: ${space[4]};
    border-radius: ${radius.md};
    background: ${color.accentSoft};
  }

  pre code {
    padding: 0;
    background: none;
  }
`;

const GalleryTitle = styled.h2`
  margin-top: ${space[8]};
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.bold};
`;

const Gallery = styled.ul`
  display: grid;
  gap: ${space[5]};
  padding: 0;
  list-style: none;

  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }

  figure {
    margin-top: ${space[5]};
  }
`;

const Closing = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[5]};
  margin-top: ${space[8]};
  padding-top: ${space[5]};
  border-top: 1px solid ${color.border};
  font-weight: ${fontWeight.bold};

  a {
    color: ${color.accent};
  }

  ${mq.print} {
    display: none;
  }
`;

type Project = Queries.CaseStudyPageQuery['projectsJson'] extends infer P
  ? P extends { projects: readonly (infer Item)[] }
    ? Item
    : never
  : never;

/** The page's project, which gatsby-node.ts made the page for. */
function projectOf(data: Queries.CaseStudyPageQuery, study: string): Project {
  const { projects } = required(data.projectsJson, 'content/projects.json');
  return required(
    projects.find((project) => project.caseStudy?.text?.name === study),
    `the project whose case study is "${study}" in content/projects.json`,
  );
}

// Links to other sites open in a new tab, as everywhere on the site; Markdown cannot say so.
const EXTERNAL = /<a href="(https?:\/\/[^"]+)">([\s\S]*?)<\/a>/g;
const withExternalLinks = (html: string, newTab: string) =>
  html.replace(
    EXTERNAL,
    `<a href="$1" target="_blank" rel="noopener noreferrer">$2<span class="visually-hidden"> ${newTab}</span></a>`,
  );

/** What gatsby-node.ts gives the page: its project, and the paths of its files in content/. */
interface PageContext extends PageLanguage {
  /** The name of the case study's text file, e.g. 'ranklens'. */
  study: string;
  image: string;
  text: string;
  gallery: string[];
}

/** A project's case study: what it is, the owner's part in it, the stack, the story, the shots. */
export default function CaseStudyPage({
  data,
  pageContext,
}: PageProps<Queries.CaseStudyPageQuery, PageContext>) {
  const site = required(data.siteJson, 'content/site.json');
  const { tech } = required(data.techJson, 'content/tech.json');
  const project = projectOf(data, pageContext.study);
  const study = required(project.caseStudy, `the case study of "${project.title}"`);
  const hero = data.hero?.childImageSharp?.hero;
  const html = data.text?.childMarkdownRemark?.html ?? '';
  // In the content's order, each with its own alternative text.
  const { lang, languages, messages } = pageContext;
  const words = messages.caseStudy;
  const own = languages[0].lang;
  const textLang = useTextLang();
  const projectsLink = `${localePath('/', lang, own)}#${PROJECTS_SECTION_ID}`;
  const shots = (study.gallery ?? []).flatMap((shot) => {
    const file = data.gallery.nodes.find((node) => node.relativePath === shot.src?.relativePath);
    const image = file?.childImageSharp?.gatsbyImageData;
    return image ? [{ image, alt: shot.alt }] : [];
  });

  return (
    <Layout site={site}>
      <Article>
        <Narrow>
          <Back to={projectsLink}>
            <span className="flip-rtl">←</span> {words.allProjects}
          </Back>
          <div>
            <StatusBadge status={project.status} />
          </div>
          <Title {...textLang(project, 'title')}>{project.title}</Title>
          <Lede {...textLang(project, 'description')}>{project.description}</Lede>
        </Narrow>
        <Facts>
          <div>
            <dt>{words.role}</dt>
            <dd {...textLang(study, 'role')}>{study.role}</dd>
          </div>
          <div>
            <dt>{words.years}</dt>
            <dd {...textLang(study, 'years')}>{study.years}</dd>
          </div>
          <div>
            <dt>{words.outcome}</dt>
            <dd {...textLang(study, 'outcome')}>{study.outcome}</dd>
          </div>
          <div>
            <dt>{words.stack}</dt>
            <dd>
              <Stack>
                {study.stack.map((name) => {
                  const item = tech.find((candidate) => candidate.name === name);
                  return (
                    <Badge key={name}>
                      {item && <TechIcon item={item} size={16} />}
                      {name}
                    </Badge>
                  );
                })}
              </Stack>
            </dd>
          </div>
        </Facts>
        <Actions>
          <ButtonLink as={ExternalLink} href={project.link}>
            {format(words.visit, { title: project.title })}{' '}
            <span aria-hidden="true" className="flip-rtl">
              ↗
            </span>
          </ButtonLink>
        </Actions>
        <PrintedUrl href={project.link} />
        {hero && project.image && (
          <Figure>
            <Shot image={hero} alt={project.image.alt} eager />
          </Figure>
        )}
        <Prose
          {...textLang(study, 'text')}
          dangerouslySetInnerHTML={{ __html: withExternalLinks(html, messages.newTab) }}
        />
        {shots.length > 0 && (
          <section aria-labelledby="gallery">
            <GalleryTitle id="gallery">{words.gallery}</GalleryTitle>
            <Gallery>
              {shots.map((shot) => (
                <li key={shot.alt}>
                  <Figure>
                    <Shot image={shot.image} alt={shot.alt} />
                  </Figure>
                </li>
              ))}
            </Gallery>
          </section>
        )}
        <Closing>
          <ExternalLink href={project.link}>
            {format(words.visit, { title: project.title })} <span className="flip-rtl">↗</span>
          </ExternalLink>
          <Link to={projectsLink}>{words.allProjects}</Link>
        </Closing>
      </Article>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.CaseStudyPageQuery, PageContext>) {
  const site = required(data.siteJson, 'content/site.json');
  const project = projectOf(data, pageContext.study);
  const study = required(project.caseStudy, `the case study of "${project.title}"`);
  const share = data.hero?.childImageSharp?.share;
  return (
    <Seo
      site={site}
      language={pageContext}
      title={format(pageContext.messages.caseStudy.pageTitle, { title: project.title })}
      description={project.description}
      image={
        share?.src && share.width && share.height && project.image
          ? { src: share.src, width: share.width, height: share.height, alt: project.image.alt }
          : undefined
      }
      creativeWork={{
        name: project.title,
        description: project.description,
        sameAs: project.link,
        keywords: study.stack,
      }}
    />
  );
}

export const query = graphql`
  query CaseStudyPage($image: String!, $text: String!, $gallery: [String!]!) {
    siteJson {
      ...LayoutSite
      ...SeoSite
    }
    techJson {
      tech {
        name
        icon
        iconPath
        color
      }
    }
    projectsJson {
      projects {
        title
        description
        link
        status
        untranslated
        image {
          alt
        }
        caseStudy {
          untranslated
          text {
            name
          }
          role
          years
          stack
          outcome
          gallery {
            alt
            src {
              relativePath
            }
          }
        }
      }
    }
    hero: file(relativePath: { eq: $image }) {
      childImageSharp {
        hero: gatsbyImageData(
          layout: FULL_WIDTH
          breakpoints: [600, 900, 1200, 1600]
          sizes: "(min-width: 1200px) 1136px, calc(100vw - 2rem)"
          placeholder: DOMINANT_COLOR
          formats: [AUTO, WEBP, AVIF]
        )
        share: resize(width: 1200, height: 630, cropFocus: NORTH, toFormat: JPG) {
          src
          width
          height
        }
      }
    }
    text: file(relativePath: { eq: $text }) {
      childMarkdownRemark {
        html
      }
    }
    gallery: allFile(filter: { relativePath: { in: $gallery } }) {
      nodes {
        relativePath
        childImageSharp {
          gatsbyImageData(
            layout: FULL_WIDTH
            breakpoints: [400, 600, 800, 1200]
            sizes: "(min-width: 768px) 50vw, 100vw"
            placeholder: DOMINANT_COLOR
            formats: [AUTO, WEBP, AVIF]
          )
        }
      }
    }
  }
`;
