/** @jest-environment node */
// The resume's certifications, awards, publications and recommendations (content format 3):
// what the schema cannot say of them, each problem with its file, pointer, line and plain words.
// Future dates are made from today, which the test holds still so that the check's is the same.
import fs from 'fs';
import path from 'path';
import { validateContent } from '../../../plugins/content-engine/validate';
import { checkedCopyPerTest, problem } from '../../support/checkedCopy';

const content = checkedCopyPerTest();
const { errors } = content;

let today: string;
beforeEach(() => {
  jest.useFakeTimers({ now: Date.now() });
  today = new Date().toISOString().slice(0, 10);
});
afterEach(() => jest.useRealTimers());

/** `today` moved by whole days, written as the content writes a day. */
const daysFrom = (days: number) =>
  new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);
const nextYear = () => String(Number(today.slice(0, 4)) + 1);

/** The 1-based line of content/<file> holding `text`, the `nth` time it appears. */
function lineWith(file: string, text: string, nth = 1): number {
  const lines = fs.readFileSync(path.join(content.dir, file), 'utf8').split('\n');
  const found = lines.flatMap((line, index) => (line.includes(text) ? [index + 1] : []));
  if (found.length < nth) throw new Error(`content/${file} has no line ${nth} with ${text}`);
  return found[nth - 1];
}

const after = (date: string, what: string) =>
  `${date} is after today (${today}): correct the date, or list it once it has been ${what}`;

test('the test content passes: its bibliography entry follows the listed publication', () => {
  const check = validateContent(content.dir);
  expect(check.errors).toEqual([]);
  const listed = content.read('resume').publications as { id: string }[];
  const publications = check.content!.resume.publications!;
  expect(publications.slice(0, listed.length)).toEqual(listed);
  // The id from its citation key, the authors as printed, the DOI as a link.
  expect(publications.slice(listed.length)).toEqual([
    {
      id: 'nunez2023-tiles',
      title: 'Teselas vectoriales en el Navegador: un estudio de rendimiento',
      publisher: 'Actas de las Jornadas de Ejemplo',
      date: '2023-09',
      authors: ['José Núñez', 'Ana Beltrán'],
      link: 'https://doi.org/10.5555/example.2023.17',
    },
  ]);
});

test('a date after today is reported in each list, with its line', () => {
  const [tomorrow, year, month] = [daysFrom(1), nextYear(), daysFrom(40).slice(0, 7)];
  content.edit('resume', (json) => {
    json.certifications[0].issued = tomorrow;
    json.awards[0].date = year;
    json.publications[0].date = month;
    json.recommendations[1].date = tomorrow;
  });
  expect(errors()).toEqual([
    problem('resume.json', '/certifications/0/issued', after(tomorrow, 'issued'), {
      line: lineWith('resume.json', `"issued": "${tomorrow}"`),
    }),
    problem('resume.json', '/awards/0/date', after(year, 'awarded'), {
      line: lineWith('resume.json', `"date": "${year}"`),
    }),
    problem('resume.json', '/publications/0/date', after(month, 'published'), {
      line: lineWith('resume.json', `"date": "${month}"`),
    }),
    problem('resume.json', '/recommendations/1/date', after(tomorrow, 'written'), {
      line: lineWith('resume.json', `"date": "${tomorrow}"`),
    }),
  ]);
});

test('today, and this month or year, are not after today', () => {
  content.edit('resume', (json) => {
    json.certifications[0].issued = today;
    json.awards[0].date = today.slice(0, 4);
    json.recommendations[0].date = today.slice(0, 7);
  });
  expect(errors()).toEqual([]);
});

test('a certification that expires before it was issued, compared as precisely as both are written', () => {
  content.edit('resume', (json) => {
    json.certifications[0].issued = '2023-04-12';
    json.certifications[0].expires = '2023-03';
    // The same month as its issue: valid through that month.
    json.certifications[1].issued = '2015-06-20';
    json.certifications[1].expires = '2015-06';
  });
  const message =
    '2023-03 is before the date it was issued (2023-04-12): give the date it stops being valid';
  expect(errors()).toEqual([
    problem('resume.json', '/certifications/0/expires', message, {
      line: lineWith('resume.json', '"expires": "2023-03"'),
    }),
  ]);
});

test('a missing badge or photo is named, with its line', () => {
  const { certifications, recommendations } = content.read('resume');
  const [badge, photo] = [certifications[0].badge.src, recommendations[0].photo.src] as string[];
  fs.rmSync(path.join(content.dir, badge));
  fs.rmSync(path.join(content.dir, photo));
  const missing = (src: string) =>
    `the file content/${src} is missing: put the image there, or correct the path`;
  expect(errors()).toEqual([
    problem('resume.json', '/certifications/0/badge/src', missing(badge), {
      line: lineWith('resume.json', `"src": "${badge}"`),
    }),
    problem('resume.json', '/recommendations/0/photo/src', missing(photo), {
      line: lineWith('resume.json', `"src": "${photo}"`),
    }),
  ]);
});

test('the files and the dates are reported top to bottom, as the file is read', () => {
  const photo = content.read('resume').recommendations[0].photo.src as string;
  fs.rmSync(path.join(content.dir, photo));
  content.edit('resume', (json) => {
    json.certifications[0].issued = daysFrom(1);
  });
  expect(content.problems().map(({ path: at }) => at)).toEqual([
    '/certifications/0/issued',
    '/recommendations/0/photo/src',
  ]);
});

test('a missing bibliography file is named where resume.json names it', () => {
  content.edit('resume', (json) => {
    json.bibliography = 'papers/mine.bib';
  });
  const message =
    'the file content/papers/mine.bib is missing: export it there from your reference manager, or correct the path';
  expect(errors()).toEqual([
    problem('resume.json', '/bibliography', message, {
      line: lineWith('resume.json', '"bibliography": "papers/mine.bib"'),
    }),
  ]);
});

test('a bibliography outside content/, or not a .bib file, is refused by its pattern', () => {
  const message = 'must be a .bib file inside content/, e.g. "publications.bib"';
  for (const name of ['../publications.bib', 'papers/../../x.bib', 'publications.json']) {
    content.edit('resume', (json) => {
      json.bibliography = name;
    });
    expect(content.problems()).toEqual([problem('resume.json', '/bibliography', message)]);
  }
});

test.each([
  ['certifications', 'nube-profesional'],
  ['awards', 'premio-innovacion'],
  ['publications', 'mapas-accesibles'],
  ['recommendations', 'lucia-ferrer'],
])('two %s with one id: the second is reported, with its line', (list, id) => {
  content.edit('resume', (json) => {
    json[list].push({ ...json[list][0] });
  });
  const at = (content.read('resume')[list] as unknown[]).length - 1;
  expect(errors()).toEqual([
    problem(
      'resume.json',
      `/${list}/${at}/id`,
      `duplicate id "${id}": already used at /${list}/0/id`,
      {
        line: lineWith('resume.json', `"id": "${id}"`, 2),
      },
    ),
  ]);
});

test('expiredCertifications is marked or hidden, and hideOnHome a switch', () => {
  content.edit('resume', (json) => {
    json.expiredCertifications = 'removed';
    json.recommendations[0].hideOnHome = 'no';
  });
  expect(content.problems()).toEqual([
    problem('resume.json', '/recommendations/0/hideOnHome', 'must be true or false'),
    // Added at the end of the file: reported after, top to bottom.
    problem('resume.json', '/expiredCertifications', 'must be one of: marked, hidden'),
  ]);
});
