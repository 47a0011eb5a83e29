// The keywords our content schemas add to JSON Schema, which no library knows. Editors ignore
// them (they still check everything else); the build and `npm run check:content` enforce them.
//
//   "uniqueBy": "title" | ["id", "embedId"]   on a list of objects: no two items share that field
//   "x-icon": true                            on a string: a bundled icon, a site path or an https URL
//   "x-graphql-type": "Project"               names the GraphQL type of an object or enum (no rule)
//   "x-name-field": "title"                   on an entry with an id: the field a person knows it
//                                             by, which the editor labels it with and makes a new
//                                             entry's id from (no rule)
//   "x-ids-of": "tech.json#/tech"             on a list of texts: ids of the entries of that file's
//                                             list (references.ts checks them; the editor offers
//                                             those entries)
//
// The owner reads the schema's own "errorMessage" (ajv-errors) where it gives one. A string
// stands for every rule of its schema object, so a rule with words of its own (a field's pattern,
// a file's "must hold one object") sits alone in an "allOf", where editors that read
// errorMessage (VS Code) show the same words.
import type Ajv from 'ajv';
import type { ErrorObject, SchemaValidateFunction } from 'ajv';
import ajvErrors from 'ajv-errors';
import { closest, distance } from 'fastest-levenshtein';
import { titleToSlug } from 'simple-icons/sdk';
import { pointerToken } from './jsonSource';

export interface UniqueByParams {
  key: string;
  value: string;
  firstPath: string;
}

export interface IconParams {
  suggestion: string | null;
}

// Not ajv-keywords' uniqueItemProperties: it names neither duplicate, and compares exact text.
const uniqueBy: SchemaValidateFunction = (schema, data, _parentSchema, dataCxt) => {
  const basePath = dataCxt?.instancePath ?? '';
  const errors: Partial<ErrorObject>[] = [];
  for (const key of Array.isArray(schema) ? schema : [schema]) {
    // Values as the owner sees them: spaces around a value do not make it different.
    const firstIndex = new Map<string, number>();
    (data as (Record<string, unknown> | null)[]).forEach((item, index) => {
      const value = item?.[key];
      if (typeof value !== 'string') return;
      const first = firstIndex.get(value.trim());
      if (first === undefined) firstIndex.set(value.trim(), index);
      else {
        const firstPath = `${basePath}/${first}/${pointerToken(key)}`;
        const params: UniqueByParams = { key, value, firstPath };
        const instancePath = `${basePath}/${index}/${pointerToken(key)}`;
        errors.push({ keyword: 'uniqueBy', instancePath, params });
      }
    });
  }
  uniqueBy.errors = errors;
  return errors.length === 0;
};

/** The bundled icon name closest to `value` (made a slug as simple-icons makes them from brand
 *  names), if one is close enough to be a likely typo: one edit away for a short name, two for a
 *  longer one. */
export function closestIconName(value: string, names: readonly string[]): string | null {
  const wanted = titleToSlug(value);
  if (!wanted || names.length === 0) return null;
  const best = closest(wanted, names);
  return distance(wanted, best) <= (wanted.length <= 4 ? 1 : 2) ? best : null;
}

/** A site path ("/…", not "//…") or an https URL. */
const PATH_OR_URL = /^(\/(?!\/)|https:\/\/[^\s/?#]+)\S*$/;

/** Adds the content keywords, and "errorMessage", to `ajv`; `iconNames` are the names `x-icon`
 *  accepts. */
export function addContentKeywords(ajv: Ajv, iconNames: readonly string[]): void {
  const bundled = new Set(iconNames);

  const icon: SchemaValidateFunction = (_schema, data) => {
    const value = data as string;
    // An empty value is reported once, by the field's own "must not be empty" rule.
    if (value.trim() === '' || bundled.has(value) || PATH_OR_URL.test(value)) return true;
    const params: IconParams = { suggestion: closestIconName(value, iconNames) };
    icon.errors = [{ keyword: 'x-icon', params }];
    return false;
  };

  ajvErrors(ajv);
  ajv.addKeyword({ keyword: 'x-graphql-type', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'x-name-field', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'x-ids-of', schemaType: 'string' });
  // A text that a translation may give in its language (translations.ts).
  ajv.addKeyword({ keyword: 'x-translate', schemaType: 'boolean' });
  ajv.addKeyword({
    keyword: 'uniqueBy',
    type: 'array',
    schemaType: ['string', 'array'],
    validate: uniqueBy,
    errors: true,
  });
  ajv.addKeyword({
    keyword: 'x-icon',
    type: 'string',
    schemaType: 'boolean',
    validate: icon,
    errors: true,
  });
}
