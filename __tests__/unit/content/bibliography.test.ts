/** @jest-environment node */
// The BibTeX file resume.json may name (its "bibliography"): each entry becomes a publication,
// and what keeps one from being read is said in content/<file>, at the entry's line.
import fs from 'fs';
import path from 'path';
import { formatReport } from '../../../plugins/content-engine/report';
import { validateContent } from '../../../plugins/content-engine/validate';
import { checkedCopyPerTest, problem } from '../../support/checkedCopy';

const content = checkedCopyPerTest();
const { errors } = content;
const writeBib = (text: string) =>
  fs.writeFileSync(path.join(content.dir, 'publications.bib'), text);

/** An entry with every field a publication needs, and `more` (or those of `fields` only). */
const entry = (key: string, more = '', fields = 'title,author,journal,year') =>
  [
    `@article{${key},`,
    ...[
      ['title', '{A Study of Tiles}'],
      ['author', '{Núñez, José and {Ejemplo Lab}}'],
      ['journal', '{Revista de Ejemplo}'],
      ['year', '2022'],
    ]
      .filter(([name]) => fields.split(',').includes(name))
      .map(([name, value]) => `  ${name} = ${value},`),
    ...(more ? [`  ${more},`] : []),
    '}',
    '',
  ].join('\n');

test('an entry becomes a publication: its key an id, its authors as printed, its address a link', () => {
  writeBib(entry('Nunez_2022:Tiles', 'url = {https://revista.example.org/tiles}, doi = {10.1/x}'));
  const publications = validateContent(content.dir).content!.resume.publications!;
  expect(publications.at(-1)).toEqual({
    id: 'nunez-2022-tiles',
    title: 'A Study of Tiles',
    publisher: 'Revista de Ejemplo',
    date: '2022',
    authors: ['José Núñez', 'Ejemplo Lab'],
    // Its own address before its DOI's.
    link: 'https://revista.example.org/tiles',
  });
});

test('a file that is not BibTeX is reported at the line and column the parser stopped', () => {
  // A comma is missing after the journal: the next field is met where "}" could end the entry.
  writeBib(entry('tiles').replace('Ejemplo},', 'Ejemplo}'));
  expect(errors()).toEqual([
    problem(
      'publications.bib',
      '',
      'invalid BibTeX: expected "}", found a field name; a comma, brace or quote may be missing here or before',
      { line: 5, column: 3 },
    ),
  ]);
  // A brace left open runs on to the next entry, where the parser stops.
  writeBib(`${entry('one').replace('Tiles}', 'Tiles')}\n${entry('two')}`);
  expect(errors()).toEqual([
    problem(
      'publications.bib',
      '',
      'invalid BibTeX; a comma, brace or quote may be missing here or before',
      { line: 8, column: 1 },
    ),
  ]);
});

test('an entry without a title, venue, year or author is named by its key, at its line', () => {
  writeBib(
    [
      '% Exported by hand.',
      entry('complete'),
      entry('untitled', '', 'author,journal,year'),
      entry('bare', '', 'title'),
    ].join('\n'),
  );
  const found = errors();
  expect(found).toEqual([
    problem('publications.bib', '', 'entry "untitled" needs a title to be listed', { line: 9 }),
    problem(
      'publications.bib',
      '',
      'entry "bare" needs an author, a year and a venue (journal, booktitle or publisher) to be listed',
      { line: 15 },
    ),
  ]);
  // The report points at the line, as an owner's editor shows it.
  expect(formatReport(found)).toContain(
    '\n  content/publications.bib\n    line 9: entry "untitled" needs a title to be listed\n',
  );
});

test('an entry whose key gives the id of a listed publication, or of an entry above it', () => {
  const listed = content.read('resume').publications[0].id as string;
  const key = listed.toUpperCase().replace(/-/g, '_');
  writeBib([entry(key), entry('twin-entry'), entry('Twin_Entry')].join('\n'));
  expect(errors()).toEqual([
    problem(
      'publications.bib',
      '',
      `entry "${key}" gives the id "${listed}", which a publication in content/resume.json has: change its citation key`,
      { line: 1 },
    ),
    problem(
      'publications.bib',
      '',
      'entry "Twin_Entry" gives the id "twin-entry", which an entry above it has: change its citation key',
      { line: 15 },
    ),
  ]);
});

test('an entry dated after today is reported as a listed one is', () => {
  const year = String(new Date().getUTCFullYear() + 1);
  writeBib(entry('forthcoming', `year = ${year}`, 'title,author,journal'));
  expect(content.problems()).toEqual([
    problem(
      'publications.bib',
      '',
      expect.stringMatching(
        new RegExp(
          `^entry "forthcoming": ${year} is after today \\(\\d{4}-\\d{2}-\\d{2}\\): correct the date, or list it once it has been published$`,
        ),
      ),
    ),
  ]);
});

test('a file with no entry at all is reported, not read as no publications', () => {
  writeBib('% Nothing exported yet.\n');
  expect(errors()).toEqual([
    problem(
      'publications.bib',
      '',
      'holds no BibTeX entry, such as @article{key, …}: export it again',
    ),
  ]);
});
