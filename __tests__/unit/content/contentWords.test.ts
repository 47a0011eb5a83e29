/** @jest-environment node */
// The content check's words for empty texts and lists, a file's shape, icons, patterns, a
// schema's own messages and optional fields (validateContent.test.ts: fields, types, addresses
// and ids; contentSyntax.test.ts: syntax, files and lines).
import fs from 'fs';
import path from 'path';
import type { Json } from '../../support/contentFixture';
import { checkedCopyPerTest, problem } from '../../support/checkedCopy';
import { SCHEMAS_DIR } from '../../support/paths';

const content = checkedCopyPerTest();
const { errors, problems } = content;

describe('empty text', () => {
  test('an empty string must not be empty', () => {
    content.edit('projects', (json) => {
      json.projects[0].description = '';
    });
    expect(problems()).toEqual([
      problem('projects.json', '/projects/0/description', 'must not be empty'),
    ]);
  });

  test('spaces only count as empty', () => {
    content.edit('resume', (json) => {
      json.summary[2] = '   ';
    });
    const found = '"   "';
    expect(errors()).toEqual([
      expect.objectContaining(problem('resume.json', '/summary/2', 'must not be empty', { found })),
    ]);
  });
});

test.each([
  ['videos', 'videos'],
  ['projects', 'projects'],
  ['tech', 'tech'],
  ['resume', 'summary'],
  ['site', 'social'],
])('an empty list in %s.json ("%s") needs at least one item', (name, key) => {
  content.edit(name, (json) => {
    json[key] = [];
  });
  expect(problems()).toEqual([problem(`${name}.json`, `/${key}`, 'must have at least 1 item')]);
});

test('a file of the wrong shape shows the shape it needs', () => {
  content.write('projects', JSON.stringify(content.read('projects').projects, null, 2));
  const message = 'the file must hold one object: { "projects": [ … ] }';
  expect(problems()).toEqual([problem('projects.json', '', message)]);
});

describe('icons', () => {
  test('a misspelt icon name suggests the bundled one and lists the choices', () => {
    content.edit('tech', (json) => {
      json.tech[0].icon = 'reactt';
    });
    const choices =
      'use a bundled icon name (a simple-icons slug such as "react", or "linkedin", "blog"), a site path starting with "/" (an image in static/), or an https:// URL';
    const message = `unknown icon "reactt" (did you mean "react"?): ${choices}`;
    expect(problems()).toEqual([problem('tech.json', '/tech/0/icon', message)]);
  });

  test('a display name is matched to its slug', () => {
    content.edit('tech', (json) => {
      json.tech[0].icon = 'Next.js';
    });
    expect(errors()[0].message).toMatch(/^unknown icon "Next\.js" \(did you mean "nextdotjs"\?\)/);
  });

  test.each([
    ['/icons/mine.svg', 'accepted'],
    ['https://cdn.example.com/icon.svg', 'accepted'],
    ['linkedin', 'accepted'],
    ['wordpress', 'accepted'],
    ['http://cdn.example.com/icon.svg', 'rejected'],
    ['javascript:alert(1)', 'rejected'],
    ['//cdn.example.com/x.svg', 'rejected'],
  ])('%s is %s', (icon, verdict) => {
    content.edit('site', (json) => {
      json.social[0].icon = icon;
    });
    const unknown = { path: '/social/0/icon', message: expect.stringMatching(/^unknown icon/) };
    expect(problems()).toEqual(verdict === 'accepted' ? [] : [expect.objectContaining(unknown)]);
  });
});

// The words of the patterns that have their own.
const COLOUR = 'must be a colour written #RRGGBB, e.g. "#61DAFB"';
const PHONE =
  'must be a phone number: digits, spaces, +, -, dots and parentheses, with at least 7 digits';
const CV = 'must be a file name ending in .pdf, without any slash, e.g. "Alex-Morgan-CV.pdf"';
const PAPER = 'must be "A4" or "LETTER"';
const POSTER = 'must be a site path starting with "/" or an https:// URL';

describe('patterns with their own messages', () => {
  test.each([
    ['color', 'tech', (j: Json) => (j.tech[0].color = 'blue'), '/tech/0/color', COLOUR],
    ['short colour', 'tech', (j: Json) => (j.tech[0].color = '#FFF'), '/tech/0/color', COLOUR],
    ['phone', 'site', (j: Json) => (j.phone = 'call me'), '/phone', PHONE],
    ['short phone', 'site', (j: Json) => (j.phone = '555-01'), '/phone', PHONE],
    ['CV with a folder', 'site', (j: Json) => (j.cvFilename = 'cv/Alex.pdf'), '/cvFilename', CV],
    ['CV not a PDF', 'site', (j: Json) => (j.cvFilename = 'Alex.docx'), '/cvFilename', CV],
    ['CV paper size', 'site', (j: Json) => (j.cvPaperSize = 'a4'), '/cvPaperSize', PAPER],
    ['poster', 'videos', (j: Json) => (j.videos[0].poster = 'a.jpg'), '/videos/0/poster', POSTER],
  ])('%s', (_label, name, change, path, message) => {
    content.edit(name, change);
    expect(problems()).toEqual([problem(`${name}.json`, path, message)]);
  });

  test('the CV paper sizes are accepted', () => {
    for (const size of ['A4', 'LETTER']) {
      content.edit('site', (json) => {
        json.cvPaperSize = size;
      });
      expect(errors()).toEqual([]);
    }
  });

  test('international phone numbers are accepted', () => {
    for (const phone of ['+44 20 7946 0958', '(503) 555-0142', '+49.30.901820', '5550142']) {
      content.edit('site', (json) => {
        json.phone = phone;
      });
      expect(errors()).toEqual([]);
    }
  });
});

describe("a schema's own words: its errorMessage", () => {
  test('is what the owner reads for its rule, and for no other', () => {
    const file = path.join(content.dir, 'schemas', 'tech.schema.json');
    const schema = JSON.parse(fs.readFileSync(file, 'utf8'));
    schema.properties.tech.items.properties.color.allOf[0].errorMessage = 'needs #RRGGBB';
    fs.writeFileSync(file, JSON.stringify(schema));
    content.edit('tech', (json) => {
      json.tech[0].color = 'blue';
      json.tech[1].color = 42;
    });
    expect(errors()).toEqual([
      expect.objectContaining({ path: '/tech/0/color', message: 'needs #RRGGBB', found: '"blue"' }),
      expect.objectContaining({ path: '/tech/1/color', message: 'must be a string', found: '42' }),
    ]);
  });

  // ajv-errors takes a string as the words for every rule of its schema object. So a rule with
  // words of its own sits alone in an "allOf", and editors that read errorMessage as a string
  // (VS Code) show the owner the same words.
  test.each(fs.readdirSync(SCHEMAS_DIR))('%s: each words its own rule only', (name) => {
    const schema = JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, name), 'utf8'));
    const worded: Json[] = [];
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') {
        const { errorMessage, ...rules } = value as Json;
        if (errorMessage !== undefined) {
          expect(typeof errorMessage).toBe('string');
          worded.push(rules);
        }
        for (const part of (value as Json).allOf ?? []) expect(part).toHaveProperty('errorMessage');
        Object.values(value).forEach(visit);
      }
    };
    visit(schema);
    // The file's own "must hold one object", and the fields' patterns, formats and bounds.
    expect(schema.allOf).toEqual([{ type: 'object', errorMessage: expect.any(String) }]);
    for (const rules of worded) {
      expect(
        Object.keys(rules).every((rule) =>
          ['type', 'pattern', 'format', 'minimum', 'maximum'].includes(rule),
        ),
      ).toBe(true);
    }
  });
});

test('optional fields may be left out, and "$schema" is allowed at the top only', () => {
  content.edit('site', (json) => {
    delete json.company;
    delete json.$schema;
  });
  content.edit('videos', (json) => {
    json.videos[0].poster = '/posters/first.jpg';
    json.videos[0].$schema = 'x';
  });
  const allowed = 'id, title, description, embedId, uploaded, poster, formerIds';
  const message = `unknown field "$schema" (allowed: ${allowed})`;
  expect(problems()).toEqual([problem('videos.json', '/videos/0', message)]);
});
