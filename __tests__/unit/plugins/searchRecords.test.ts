/** @jest-environment node */
// What the search index holds, read from the built pages: the page's own text under <main>,
// each kind by its address, a project or a video among others by its title on their page.
import { recordsOf } from '../../../plugins/search-index/records';
import { builtSite } from '../../support/builtSite';

const shell = (main: string) =>
  `<html lang="en"><body><header><nav><a href="/">Home</a></nav></header><main id="main">${main}</main><footer>Footer words</footer></body></html>`;

const site = () =>
  builtSite({
    'index.html': shell(
      '<section id="projects"><article><h3>Ranklens</h3><p>Ranks lenses</p><a href="/projects/ranklens">Case study</a></article><article><h3><a href="https://tide.example">Tide-clock<span class="visually-hidden"> (opens in a new tab)</span></a></h3><p>Tells the tide</p></article></section>',
    ),
    'writing/index.html': shell('<h1>Writing</h1>'),
    'writing/page/2/index.html': shell('<h1>Writing, page 2</h1>'),
    'writing/tags/focus/index.html': shell('<h1>Focus</h1>'),
    'es/writing/focus-traps/index.html': shell(
      '<article lang="en"><header><h1>Focus traps</h1></header><p>A trap keeps the focus.</p></article>',
    ),
    'writing/focus-traps/index.html': shell(
      '<article><header><h1>Focus traps</h1><p><time dateTime="2025-02-14">February 14, 2025</time> · 2 min read</p></header><p role="note">Not translated yet</p><nav aria-labelledby="toc-heading"><h2 id="toc-heading">On this page</h2></nav><p>A trap keeps the focus.</p><p><math><semantics><mi>n</mi><annotation encoding="application/x-tex">n</annotation></semantics></math> tabs</p><section aria-labelledby="related-heading"><h2 id="related-heading">Related</h2><h3>Other post</h3></section></article>',
    ),
    'projects/ranklens/index.html': shell(
      '<article><h1>Ranklens</h1><p>How it ranks</p></article>',
    ),
    'videos/index.html': shell(
      '<h1>Videos</h1><ul><li><article><h2>Talk one</h2></article></li><li><article><h2>Talk two</h2></article></li></ul>',
    ),
    'resume/index.html': shell('<h1>Resume</h1><section><h2 id="work">Work</h2></section>'),
    'es/index.html': shell('<section id="projects"><article><h3>Reloj</h3></article></section>'),
    'es/resume/index.html': shell('<h1>Currículum</h1>'),
  });

describe('the search records', () => {
  it('are the posts, case studies, projects without one, videos and resume, each at its address', () => {
    const records = recordsOf(site(), 'en', '');
    expect(records.map(({ kind, url }) => [kind, url])).toEqual([
      ['post', '/writing/focus-traps'],
      ['caseStudy', '/projects/ranklens'],
      ['project', '/#:~:text=Tide%2Dclock'],
      ['video', '/videos#:~:text=Talk%20one'],
      ['video', '/videos#:~:text=Talk%20two'],
      ['resume', '/resume'],
    ]);
  });

  it("hold the page's own text under its language, its title marked, without the page's navigation, notes or related posts", () => {
    const [post] = recordsOf(site(), 'en', '');
    expect(post.html).toContain('<html lang="en">');
    expect(post.html).toContain(
      'data-pagefind-meta="kind:post"><span data-pagefind-meta="lang:en">',
    );
    expect(post.html).toMatch(/<h1 data-pagefind-meta="title">Focus traps<\/h1>/);
    expect(post.html).toContain('A trap keeps the focus.');
    expect(post.html).toContain('<mi>n</mi></semantics></math> tabs');
    for (const left of [
      'Not translated yet',
      'On this page',
      'Related',
      'Other post',
      'Home',
      'Footer',
    ]) {
      expect(post.html).not.toContain(left);
    }
  });

  it("are a further language's under its prefix", () => {
    const records = recordsOf(site(), 'es', '/es');
    expect(records.map(({ kind, url, lang }) => [kind, url, lang])).toEqual([
      ['post', '/es/writing/focus-traps', 'es'],
      ['project', '/es#:~:text=Reloj', 'es'],
      ['resume', '/es/resume', 'es'],
    ]);
    // A text the language has not translated yet says so, for its result.
    expect(records[0].html).toContain('<span data-pagefind-meta="lang:en">');
    expect(records[1].html).toContain('<span data-pagefind-meta="lang:es">');
  });
});
