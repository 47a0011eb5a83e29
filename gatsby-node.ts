// The site's pages that the content makes: a case study's page for each project that has one
// (content/projects.json names its text; the content check has made sure that it is there),
// and the contact page with its confirmation when site.json has a contact section.
// The site-content plugin makes each page again in every further language.
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import {
  CONTACT_PATH,
  CONTACT_SENT_PATH,
  POSTS_PER_PAGE,
  caseStudyPath,
  postPath,
  tagPath,
  writingPagePath,
} from './src/shared/constants';
import { relatedPosts, type PostLinks } from './src/shared/related';

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Queries.CaseStudyPagesQuery>(`
    query CaseStudyPages {
      allProject(filter: { caseStudy: { role: { ne: null } } }) {
        nodes {
          slug
        }
      }
      allOwner(filter: { contact: { via: { ne: null } } }, limit: 1) {
        totalCount
      }
      allPost(sort: [{ date: DESC }, { slug: ASC }]) {
        nodes {
          slug
          lang
          tags {
            slug
          }
          seriesSlug
        }
      }
    }
  `);
  const projects = result.data?.allProject.nodes;
  if (result.errors || !projects) {
    reporter.panicOnBuild('Could not read the projects for their case studies', result.errors);
    return;
  }
  const component = path.resolve('src/templates/case-study.tsx');
  // Each language lists the same projects: one page per project, at its id.
  for (const slug of new Set(projects.map((project) => project.slug))) {
    actions.createPage({ path: caseStudyPath(slug), component, context: { slug } });
  }
  createWritingPages(actions.createPage, result.data?.allPost.nodes ?? []);
  if (result.data?.allOwner.totalCount) {
    for (const [pagePath, template] of [
      [CONTACT_PATH, 'contact'],
      [CONTACT_SENT_PATH, 'contact-sent'],
    ]) {
      actions.createPage({
        path: pagePath,
        component: path.resolve(`src/templates/${template}.tsx`),
        context: {},
      });
    }
  }
};

/**
 * The writing pages, when the content has posts: the list in pages, a page per post (its series
 * and related posts named in its context) and one per tag. Every language lists the same posts,
 * a translation's text or the default's; the site-content plugin makes each page in each. With
 * them, the search page.
 */
function createWritingPages(
  createPage: Parameters<NonNullable<GatsbyNode['createPages']>>[0]['actions']['createPage'],
  all: readonly (PostLinks & { lang: string })[],
) {
  const posts = all.filter((post) => post.lang === all[0]?.lang);
  if (posts.length === 0) return;
  const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);
  const pages = Math.ceil(posts.length / POSTS_PER_PAGE);
  for (let page = 1; page <= pages; page++) {
    createPage({
      path: writingPagePath(page),
      component: template('writing'),
      context: { skip: (page - 1) * POSTS_PER_PAGE, limit: POSTS_PER_PAGE, page, pages },
    });
  }
  for (const post of posts) {
    createPage({
      path: postPath(post.slug),
      component: template('post'),
      context: {
        slug: post.slug,
        series: post.seriesSlug ?? '',
        inSeries: Boolean(post.seriesSlug),
        related: relatedPosts(post, posts),
      },
    });
  }
  for (const tag of new Set(posts.flatMap((post) => post.tags.map(({ slug }) => slug)))) {
    createPage({ path: tagPath(tag), component: template('tag'), context: { tag } });
  }
  // The search page comes with the posts; site-content gives it each language's own address.
  createPage({ path: '/search', component: template('search'), context: {} });
}

// The server bundle is compiled without optional whitespace: the head script is its functions'
// text as compiled there (src/lib/early/script.ts), and every page carries that text inline.
export const onCreateBabelConfig: GatsbyNode['onCreateBabelConfig'] = ({ stage, actions }) => {
  if (stage === 'build-html' || stage === 'develop-html') {
    actions.setBabelOptions({ stage, options: { compact: true } });
  }
};
