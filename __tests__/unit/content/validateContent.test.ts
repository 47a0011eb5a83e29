/** @jest-environment node */
// The content check on the test content and on one broken file at a time: every problem is
// reported with the file, the JSON pointer and a message in plain words.
import fs from 'fs';
import path from 'path';
import { copyContent, type ContentFixture, type Json } from '../../support/contentFixture';
import { SCHEMAS_DIR } from '../../support/paths';
import type { ContentError } from '../../../plugins/shared/content/errors';
import { validateContent } from '../../../plugins/shared/content/validate';

let content: ContentFixture;

beforeEach(() => {
  content = copyContent();
});

afterEach(() => {
  content.cleanup();
});

function errors(): ContentError[] {
  return validateContent(content.dir).errors;
}

/** The errors as file, path and message only. */
function problems(): Pick<ContentError, 'file' | 'path' | 'message'>[] {
  return errors().map(({ file, path, message }) => ({ file, path, message }));
}

test('the test content passes', () => {
  expect(validateContent(content.dir).errors).toEqual([]);
});

describe('JSON syntax', () => {
  test('a value without quotes names the file, line and column', () => {
    content.write('projects', '{\n  "projects": [\n    { "status": done }\n  ]\n}\n');
    expect(errors()).toEqual([
      {
        file: 'content/projects.json',
        path: '',
        message:
          'invalid JSON: text must be in double quotes: write "done", not done (only true, false and null go without quotes)',
        line: 3,
        column: 17,
      },
    ]);
  });

  test('a trailing comma points at the comma', () => {
    content.write('videos', '{\n  "videos": [\n    "a",\n    "b",\n  ]\n}\n');
    expect(errors()).toEqual([
      {
        file: 'content/videos.json',
        path: '',
        message: 'invalid JSON: a comma before "]" is not allowed — remove the last ","',
        line: 4,
        column: 8,
      },
    ]);
  });

  test('an empty file says so', () => {
    content.write('tech', '  \n');
    expect(problems()).toEqual([
      { file: 'content/tech.json', path: '', message: 'invalid JSON: the file is empty' },
    ]);
  });
});

test('a missing file is named', () => {
  content.remove('videos');
  expect(problems()).toEqual([
    {
      file: 'content/videos.json',
      path: '',
      message: 'file is missing: the site needs content/videos.json',
    },
  ]);
});

test('a byte-order mark at the start of a file is reported, as the build could not read it', () => {
  const text = JSON.stringify(content.read('videos'), null, 2);
  content.write('videos', `\ufeff${text}`);
  expect(errors()).toEqual([
    {
      file: 'content/videos.json',
      path: '',
      message:
        'the file starts with an invisible byte-order mark (BOM) that the site cannot read: save it as "UTF-8", not "UTF-8 with BOM"',
      line: 1,
      column: 1,
    },
  ]);
});

test('a missing required field names the field', () => {
  content.edit('projects', (json) => {
    delete json.projects[3].link;
  });
  expect(problems()).toEqual([
    {
      file: 'content/projects.json',
      path: '/projects/3',
      message: 'missing required field "link"',
    },
  ]);
});

test('a wrong type says what is expected and what was found', () => {
  content.edit('tech', (json) => {
    json.tech[0].description = 42;
  });
  expect(errors()).toEqual([
    expect.objectContaining({
      file: 'content/tech.json',
      path: '/tech/0/description',
      message: 'must be a string',
      found: '42',
    }),
  ]);
});

test('a misspelt field is unknown, lists the allowed fields, and the real one is missing', () => {
  content.edit('projects', (json) => {
    const { title, ...rest } = json.projects[1];
    json.projects[1] = { titel: title, ...rest };
  });
  expect(problems()).toEqual([
    {
      file: 'content/projects.json',
      path: '/projects/1',
      message: 'missing required field "title"',
    },
    {
      file: 'content/projects.json',
      path: '/projects/1',
      message:
        'unknown field "titel" (allowed: id, title, description, link, status, image, caseStudy, formerIds)',
    },
  ]);
});

test('a status outside the list names the allowed values and the value found', () => {
  content.edit('projects', (json) => {
    json.projects[3].status = 'done';
  });
  expect(errors()).toEqual([
    expect.objectContaining({
      file: 'content/projects.json',
      path: '/projects/3/status',
      message: 'must be one of: completed, active, upcoming',
      found: '"done"',
    }),
  ]);
});

describe('URLs accept http and https only', () => {
  test.each([
    ['javascript:alert(1)'],
    ['data:text/html,<b>hi</b>'],
    ['ftp://example.com/file'],
    ['www.example.com'],
    ['https://'],
    ['https://exa mple.com'],
  ])('%s is rejected', (link) => {
    content.edit('projects', (json) => {
      json.projects[2].link = link;
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        file: 'content/projects.json',
        path: '/projects/2/link',
        message: 'must be an http(s) URL',
        found: JSON.stringify(link),
      }),
    ]);
  });

  test('http and https with paths and queries are accepted', () => {
    content.edit('site', (json) => {
      json.hireUrl = 'http://studio.example.com/hire?ref=portfolio#form';
      json.siteUrl = 'https://example.github.io/portfolio/';
    });
    expect(errors()).toEqual([]);
  });
});

test('a bad e-mail address is reported', () => {
  content.edit('site', (json) => {
    json.email = 'hello(at)example.com';
  });
  expect(problems()).toEqual([
    { file: 'content/site.json', path: '/email', message: 'must be an e-mail address' },
  ]);
});

describe('video ids', () => {
  test.each([['qR7tWm2LxZ'], ['qR7tWm2LxZ4x'], ['qR7tWm2L$Z4'], ['https://youtu.be/qR7tWm2LxZ4']])(
    'embedId %s is not an 11-character YouTube id',
    (embedId) => {
      content.edit('videos', (json) => {
        json.videos[0].embedId = embedId;
      });
      expect(problems()).toEqual([
        {
          file: 'content/videos.json',
          path: '/videos/0/embedId',
          message:
            'must be a YouTube video id: the 11 letters, digits, - or _ after "watch?v=" in the video\'s address',
        },
      ]);
    },
  );

  test('two videos with the same id, or the same embedId, are duplicates', () => {
    content.edit('videos', (json) => {
      const [video] = json.videos;
      json.videos.push({ ...video, id: 'second-video' }, { ...video, embedId: 'Ab3_Cd4-Ef5' });
    });
    expect(problems()).toEqual([
      {
        file: 'content/videos.json',
        path: '/videos/1/embedId',
        message: 'duplicate embedId "Zx9_Yw8-Vu7": already used at /videos/0/embedId',
      },
      {
        file: 'content/videos.json',
        path: '/videos/2/id',
        message: 'duplicate id "only-video": already used at /videos/0/id',
      },
    ]);
  });
});

test.each([
  ['projects', (json: Json) => (json.projects[5].id = json.projects[0].id), '/projects/5/id', 'id'],
  ['tech', (json: Json) => (json.tech[4].id = json.tech[1].id), '/tech/4/id', 'id'],
  ['resume', (json: Json) => (json.skills[1].id = json.skills[0].id), '/skills/1/id', 'id'],
  ['site', (json: Json) => (json.social[1].id = json.social[0].id), '/social/1/id', 'id'],
])('duplicate ids in %s are reported on the second one', (name, change, path, key) => {
  content.edit(name, change);
  const [error, ...rest] = errors();
  expect(rest).toEqual([]);
  expect(error.file).toBe(`content/${name}.json`);
  expect(error.path).toBe(path);
  expect(error.message).toMatch(new RegExp(`^duplicate ${key} ".+": already used at /`));
});

test('two entries may share a title or a name: their ids tell them apart', () => {
  content.edit('projects', (json) => {
    json.projects[5].title = json.projects[0].title;
  });
  content.edit('tech', (json) => {
    json.tech[4].name = json.tech[1].name;
  });
  expect(errors()).toEqual([]);
});

test('an entry without its id is told one made from its title', () => {
  content.edit('projects', (json) => {
    delete json.projects[1].id;
    json.projects[1].title = 'PlanPal: Trips, Together';
  });
  expect(problems()).toEqual([
    {
      file: 'content/projects.json',
      path: '/projects/1',
      message:
        'missing required field "id": a short name of your own that stays when the title changes, such as "planpal-trips-together"',
    },
  ]);
});

test('an id must be lower case letters and digits joined by hyphens', () => {
  content.edit('tech', (json) => {
    json.tech[0].id = 'Node.js';
  });
  expect(problems()).toEqual([
    {
      file: 'content/tech.json',
      path: '/tech/0/id',
      message: 'must be lower case letters and digits joined by hyphens, e.g. "invoice-kit"',
    },
  ]);
});

test('a list item that is null or text is reported as such, not taken for a duplicate', () => {
  content.edit('videos', (json) => {
    json.videos.push(null, 'a video', json.videos[0]);
  });
  expect(problems()).toEqual([
    { file: 'content/videos.json', path: '/videos/1', message: 'must be an object ({ … })' },
    { file: 'content/videos.json', path: '/videos/2', message: 'must be an object ({ … })' },
    expect.objectContaining({
      path: '/videos/3/id',
      message: expect.stringMatching(/^duplicate id/),
    }),
    expect.objectContaining({ path: '/videos/3/embedId' }),
  ]);
});

test('a skill listed twice in one group is reported on the second one', () => {
  content.edit('resume', (json) => {
    json.skills[1].items.push(json.skills[1].items[0]);
  });
  const { items } = content.read('resume').skills[1];
  expect(problems()).toEqual([
    {
      file: 'content/resume.json',
      path: `/skills/1/items/${items.length - 1}`,
      message: 'the same as /skills/1/items/0: each item must be different',
    },
  ]);
});

describe('empty text', () => {
  test('an empty string must not be empty', () => {
    content.edit('projects', (json) => {
      json.projects[0].description = '';
    });
    expect(problems()).toEqual([
      {
        file: 'content/projects.json',
        path: '/projects/0/description',
        message: 'must not be empty',
      },
    ]);
  });

  test('spaces only count as empty', () => {
    content.edit('resume', (json) => {
      json.summary[2] = '   ';
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        file: 'content/resume.json',
        path: '/summary/2',
        message: 'must not be empty',
        found: '"   "',
      }),
    ]);
  });
});

test.each([
  ['videos', 'videos', '/videos'],
  ['projects', 'projects', '/projects'],
  ['tech', 'tech', '/tech'],
  ['resume', 'summary', '/summary'],
  ['site', 'social', '/social'],
])('an empty list in %s.json needs at least one item', (name, key, path) => {
  content.edit(name, (json) => {
    json[key] = [];
  });
  expect(problems()).toEqual([
    { file: `content/${name}.json`, path, message: 'must have at least 1 item' },
  ]);
});

test('a file of the wrong shape shows the shape it needs', () => {
  content.write('projects', JSON.stringify(content.read('projects').projects, null, 2));
  expect(problems()).toEqual([
    {
      file: 'content/projects.json',
      path: '',
      message: 'the file must hold one object: { "projects": [ … ] }',
    },
  ]);
});

describe('icons', () => {
  test('a misspelt icon name suggests the bundled one and lists the choices', () => {
    content.edit('tech', (json) => {
      json.tech[0].icon = 'reactt';
    });
    expect(problems()).toEqual([
      {
        file: 'content/tech.json',
        path: '/tech/0/icon',
        message:
          'unknown icon "reactt" (did you mean "react"?): use a bundled icon name (a simple-icons slug such as "react", or "linkedin", "blog"), a site path starting with "/" (an image in static/), or an https:// URL',
      },
    ]);
  });

  test('a display name is matched to its slug', () => {
    content.edit('tech', (json) => {
      json.tech[0].icon = 'Next.js';
    });
    expect(errors()[0].message).toMatch(/^unknown icon "Next\.js" \(did you mean "nextdotjs"\?\)/);
  });

  test.each([
    ['/icons/mine.svg'],
    ['https://cdn.example.com/icon.svg'],
    ['linkedin'],
    ['wordpress'],
  ])('%s is accepted', (icon) => {
    content.edit('site', (json) => {
      json.social[0].icon = icon;
    });
    expect(errors()).toEqual([]);
  });

  test.each([
    ['http://cdn.example.com/icon.svg'],
    ['javascript:alert(1)'],
    ['//cdn.example.com/x.svg'],
  ])('%s is rejected', (icon) => {
    content.edit('site', (json) => {
      json.social[0].icon = icon;
    });
    expect(problems()).toEqual([
      expect.objectContaining({
        path: '/social/0/icon',
        message: expect.stringMatching(/^unknown icon/),
      }),
    ]);
  });
});

describe('patterns with their own messages', () => {
  test.each([
    [
      'color',
      'tech',
      (j: Json) => (j.tech[0].color = 'blue'),
      '/tech/0/color',
      'must be a colour written #RRGGBB, e.g. "#61DAFB"',
    ],
    [
      'short colour',
      'tech',
      (j: Json) => (j.tech[0].color = '#FFF'),
      '/tech/0/color',
      'must be a colour written #RRGGBB, e.g. "#61DAFB"',
    ],
    [
      'phone',
      'site',
      (j: Json) => (j.phone = 'call me'),
      '/phone',
      'must be a phone number: digits, spaces, +, -, dots and parentheses, with at least 7 digits',
    ],
    [
      'short phone',
      'site',
      (j: Json) => (j.phone = '555-01'),
      '/phone',
      'must be a phone number: digits, spaces, +, -, dots and parentheses, with at least 7 digits',
    ],
    [
      'CV with a folder',
      'site',
      (j: Json) => (j.cvFilename = 'cv/Alex.pdf'),
      '/cvFilename',
      'must be a file name ending in .pdf, without any slash, e.g. "Alex-Morgan-CV.pdf"',
    ],
    [
      'CV not a PDF',
      'site',
      (j: Json) => (j.cvFilename = 'Alex.docx'),
      '/cvFilename',
      'must be a file name ending in .pdf, without any slash, e.g. "Alex-Morgan-CV.pdf"',
    ],
    [
      'CV paper size',
      'site',
      (j: Json) => (j.cvPaperSize = 'a4'),
      '/cvPaperSize',
      'must be "A4" or "LETTER"',
    ],
    [
      'poster',
      'videos',
      (j: Json) => (j.videos[0].poster = 'poster.jpg'),
      '/videos/0/poster',
      'must be a site path starting with "/" or an https:// URL',
    ],
  ])('%s', (_label, name, change, path, message) => {
    content.edit(name, change);
    expect(problems()).toEqual([{ file: `content/${name}.json`, path, message }]);
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
    // The file's own "must hold one object", and the fields' patterns and formats.
    expect(schema.allOf).toEqual([{ type: 'object', errorMessage: expect.any(String) }]);
    for (const rules of worded) {
      expect(Object.keys(rules).every((rule) => ['type', 'pattern', 'format'].includes(rule))).toBe(
        true,
      );
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
  expect(problems()).toEqual([
    {
      file: 'content/videos.json',
      path: '/videos/0',
      message:
        'unknown field "$schema" (allowed: id, title, description, embedId, uploaded, poster, formerIds)',
    },
  ]);
});

test('a field written twice in one object is reported', () => {
  content.write(
    'projects',
    [
      '{',
      '  "projects": [',
      '    {',
      '      "id": "one",',
      '      "title": "One",',
      '      "description": "First",',
      '      "link": "https://example.com",',
      '      "status": "completed",',
      '      "title": "Two"',
      '    }',
      '  ]',
      '}',
    ].join('\n'),
  );
  expect(errors()).toEqual([
    {
      file: 'content/projects.json',
      path: '/projects/0/title',
      message: 'field "title" appears twice in the same object: keep one',
      line: 9,
    },
  ]);
});

test('errors carry the line they are on', () => {
  content.write(
    'tech',
    [
      '{',
      '  "tech": [',
      '    {',
      '      "id": "react",',
      '      "name": "React",',
      '      "icon": "react",',
      '      "color": "#61DAFB",',
      '      "description": "UI"',
      '    },',
      '    {',
      '      "id": "vite",',
      '      "name": "Vite",',
      '      "icon": "vite",',
      '      "colour": "#9135FF",',
      '      "description": "Builds"',
      '    }',
      '  ]',
      '}',
    ].join('\n'),
  );
  expect(errors().map(({ path, message, line }) => ({ path, message, line }))).toEqual([
    { path: '/tech/1', message: 'missing required field "color"', line: 10 },
    {
      path: '/tech/1',
      message: 'unknown field "colour" (allowed: id, name, icon, color, description, formerIds)',
      line: 14,
    },
  ]);
});

test('every file is checked: errors in several files come back together', () => {
  content.edit('site', (json) => {
    json.email = 'nobody';
  });
  content.edit('videos', (json) => {
    json.videos[0].title = '';
  });
  content.write('tech', '{');
  expect(problems().map(({ file, path }) => `${file}${path}`)).toEqual([
    'content/site.json/email',
    'content/tech.json',
    'content/videos.json/videos/0/title',
  ]);
});
