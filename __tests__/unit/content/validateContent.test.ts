/** @jest-environment node */
// The content check on the test content and on one broken file at a time: every problem is
// reported with the file, the JSON pointer and a message in plain words. This file: fields,
// types, addresses, ids and lists (contentWords.test.ts: the words for the rest;
// contentSyntax.test.ts: syntax, files and lines).
import type { Json } from '../../support/contentFixture';
import { checkedCopyPerTest, problem } from '../../support/checkedCopy';

const content = checkedCopyPerTest();
const { errors, problems } = content;
const YOUTUBE_ID =
  'must be a YouTube video id: the 11 letters, digits, - or _ after "watch?v=" in the video\'s address';

test('the test content passes', () => {
  expect(errors()).toEqual([]);
});

test('a missing required field names the field', () => {
  content.edit('projects', (json) => {
    delete json.projects[3].link;
  });
  expect(problems()).toEqual([
    problem('projects.json', '/projects/3', 'missing required field "link"'),
  ]);
});

test('a wrong type says what is expected and what was found', () => {
  content.edit('tech', (json) => {
    json.tech[0].description = 42;
  });
  expect(errors()).toEqual([
    expect.objectContaining(
      problem('tech.json', '/tech/0/description', 'must be a string', { found: '42' }),
    ),
  ]);
});

test('a misspelt field is unknown, lists the allowed fields, and the real one is missing', () => {
  content.edit('projects', (json) => {
    const { title, ...rest } = json.projects[1];
    json.projects[1] = { titel: title, ...rest };
  });
  const allowed = 'id, title, description, link, status, image, caseStudy, formerIds';
  expect(problems()).toEqual([
    problem('projects.json', '/projects/1', 'missing required field "title"'),
    problem('projects.json', '/projects/1', `unknown field "titel" (allowed: ${allowed})`),
  ]);
});

test('a status outside the list names the allowed values and the value found', () => {
  content.edit('projects', (json) => {
    json.projects[3].status = 'done';
  });
  const message = 'must be one of: completed, active, upcoming';
  expect(errors()).toEqual([
    expect.objectContaining(
      problem('projects.json', '/projects/3/status', message, { found: '"done"' }),
    ),
  ]);
});

describe('URLs accept http and https only', () => {
  test.each([
    'javascript:alert(1)',
    'data:text/html,<b>hi</b>',
    'ftp://example.com/file',
    'www.example.com',
    'https://',
    'https://exa mple.com',
  ])('%s is rejected', (link) => {
    content.edit('projects', (json) => {
      json.projects[2].link = link;
    });
    const found = JSON.stringify(link);
    expect(errors()).toEqual([
      expect.objectContaining(
        problem('projects.json', '/projects/2/link', 'must be an http(s) URL', { found }),
      ),
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
  expect(problems()).toEqual([problem('site.json', '/email', 'must be an e-mail address')]);
});

describe('video ids', () => {
  test.each([['qR7tWm2LxZ'], ['qR7tWm2LxZ4x'], ['qR7tWm2L$Z4'], ['https://youtu.be/qR7tWm2LxZ4']])(
    'embedId %s is not an 11-character YouTube id',
    (embedId) => {
      content.edit('videos', (json) => {
        json.videos[0].embedId = embedId;
      });
      expect(problems()).toEqual([problem('videos.json', '/videos/0/embedId', YOUTUBE_ID)]);
    },
  );

  test('two videos with the same id, or the same embedId, are duplicates', () => {
    content.edit('videos', (json) => {
      const [video] = json.videos;
      json.videos.push({ ...video, id: 'second-video' }, { ...video, embedId: 'Ab3_Cd4-Ef5' });
    });
    expect(problems()).toEqual([
      problem(
        'videos.json',
        '/videos/1/embedId',
        'duplicate embedId "Zx9_Yw8-Vu7": already used at /videos/0/embedId',
      ),
      problem(
        'videos.json',
        '/videos/2/id',
        'duplicate id "only-video": already used at /videos/0/id',
      ),
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
  const hint = 'a short name of your own that stays when the title changes';
  expect(problems()).toEqual([
    problem(
      'projects.json',
      '/projects/1',
      `missing required field "id": ${hint}, such as "planpal-trips-together"`,
    ),
  ]);
});

test('an id must be lower case letters and digits joined by hyphens', () => {
  content.edit('tech', (json) => {
    json.tech[0].id = 'Node.js';
  });
  const message = 'must be lower case letters and digits joined by hyphens, e.g. "invoice-kit"';
  expect(problems()).toEqual([problem('tech.json', '/tech/0/id', message)]);
});

test('a list item that is null or text is reported as such, not taken for a duplicate', () => {
  content.edit('videos', (json) => {
    json.videos.push(null, 'a video', json.videos[0]);
  });
  expect(problems()).toEqual([
    problem('videos.json', '/videos/1', 'must be an object ({ … })'),
    problem('videos.json', '/videos/2', 'must be an object ({ … })'),
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
  const second = `/skills/1/items/${items.length - 1}`;
  const message = 'the same as /skills/1/items/0: each item must be different';
  expect(problems()).toEqual([problem('resume.json', second, message)]);
});

describe('the visit counter', () => {
  const counted = (analytics: Json) =>
    content.edit('site', (json) => {
      json.analytics = analytics;
    });

  test.each([
    [
      'a mistyped provider names the one meant',
      { provider: 'plausable' },
      '/analytics/provider',
      'must be one of: plausible, umami, goatcounter, cloudflare (did you mean "plausible"?)',
    ],
    [
      'an address that is not https:// says what is wanted',
      { provider: 'plausible', address: 'stats.example.com' },
      '/analytics/address',
      'must be the https:// address of your own server, such as https://stats.example.com (http:// only for localhost)',
    ],
    [
      "a provider's site name is checked as the provider writes it",
      { provider: 'umami', site: 'my-site' },
      '/analytics/site',
      "must be Umami's website ID, a UUID such as b59e9c65-ae32-47f1-8400-119fcf4861c4",
    ],
    [
      'Umami needs its website ID',
      { provider: 'umami' },
      '/analytics',
      'missing required field "site"',
    ],
    [
      'GoatCounter needs its code, without an address of its own',
      { provider: 'goatcounter' },
      '/analytics',
      'missing required field "site"',
    ],
    [
      'Cloudflare cannot be hosted elsewhere',
      { provider: 'cloudflare', address: 'https://stats.example.com' },
      '/analytics/address',
      'Cloudflare Web Analytics is not hosted elsewhere: leave out "address"',
    ],
  ])('%s', (_name, analytics, path, message) => {
    counted(analytics);
    expect(problems()).toEqual([problem('site.json', path, message)]);
  });

  test('GoatCounter self-hosted needs no code', () => {
    counted({ provider: 'goatcounter', address: 'https://count.example.org' });
    expect(problems()).toEqual([]);
  });
});
