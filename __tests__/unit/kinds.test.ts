/** @jest-environment node */
// The declared kinds (src/shared/kinds) each speak for themselves: no two share a list or a node
// type, and none states a property the Person already has, which would overwrite it silently.
import { personJsonLd } from '../../src/lib/structuredData';
import { KINDS } from '../../src/shared/kinds';

test('no two kinds share a list or a node type', () => {
  expect(new Set(KINDS.map((kind) => kind.list)).size).toBe(KINDS.length);
  expect(new Set(KINDS.map((kind) => kind.type)).size).toBe(KINDS.length);
});

test("no kind states a property of the Person's own", () => {
  const own = Object.keys(
    personJsonLd({
      names: [{ lang: 'en', text: 'A' }],
      jobTitles: [{ lang: 'en', text: 'B' }],
      url: 'https://example.com/',
      image: 'https://example.com/a.png',
      email: 'a@example.com',
      sameAs: [],
      worksFor: { name: 'C', url: 'https://example.com/c' },
    }),
  );
  expect(own).toContain('name');
  const stated = KINDS.flatMap((kind) => (kind.jsonLd ? [kind.jsonLd.property] : []));
  expect(stated.length).toBeGreaterThan(0);
  for (const property of stated) expect(own).not.toContain(property);
});
