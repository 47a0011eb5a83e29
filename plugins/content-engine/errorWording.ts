// Turns ajv's validation errors into plain words for the site's owner: what is wrong, where,
// and what is allowed instead; or the schema's own words, where its "errorMessage" gives them.
import type { ErrorObject } from 'ajv';
import { closest, distance } from 'fastest-levenshtein';
import { pointerToken } from './jsonSource';
import { idOf } from './idOf';
import type { IconParams, UniqueByParams } from './keywords';

export interface WordedAjvError {
  /** JSON pointer of the value the message is about. */
  path: string;
  /** JSON pointer to look up the line of (an unknown field points at the field itself). */
  locate: string;
  message: string;
  /** The offending value, for messages that are clearer with it. */
  found?: string;
}

const MAX_FOUND_LENGTH = 60;

/** The one of `names` that `name` is likely a misspelling of, if any. */
export function closeTo(name: string, names: readonly string[]): string | undefined {
  if (names.length === 0) return undefined;
  const guess = closest(name, [...names]);
  return distance(name, guess) <= Math.max(2, Math.floor(name.length / 4)) ? guess : undefined;
}

/** A short, quoted rendering of a value found in the content. */
export function describeFound(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return 'a list';
  if (value !== null && typeof value === 'object') return 'an object';
  if (typeof value === 'string') {
    const shown =
      value.length > MAX_FOUND_LENGTH ? `${value.slice(0, MAX_FOUND_LENGTH - 1)}…` : value;
    return JSON.stringify(shown);
  }
  return String(value);
}

const TYPE_MESSAGES: Record<string, string> = {
  string: 'must be a string',
  number: 'must be a number',
  integer: 'must be a whole number',
  boolean: 'must be true or false',
  array: 'must be a list ([ … ])',
  object: 'must be an object ({ … })',
  null: 'must be null',
};

const FORMAT_MESSAGES: Record<string, string> = {
  uri: 'must be an http(s) URL',
  email: 'must be an e-mail address',
};

const ICON_CHOICES =
  'use a bundled icon name (a simple-icons slug such as "react", or "linkedin", "blog"), ' +
  'a site path starting with "/" (an image in static/), or an https:// URL';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** One ajv error in plain words. */
export function wordAjvError(error: ErrorObject): WordedAjvError {
  const path = error.instancePath;
  const found = describeFound(error.data);
  const params = error.params as Record<string, unknown>;
  const result = (message: string, withFound = true): WordedAjvError => ({
    path,
    locate: path,
    message,
    ...(withFound && found !== undefined ? { found } : {}),
  });

  switch (error.keyword) {
    case 'errorMessage': {
      // ajv-errors: the schema's words in place of one rule's errors at one place (params.errors),
      // which tell where, and what was found.
      const [replaced] = params.errors as ErrorObject[];
      return { ...wordAjvError(replaced), message: String(error.message) };
    }
    case 'required': {
      const missing = String(params.missingProperty);
      const name = error.parentSchema?.['x-name-field'] as string | undefined;
      const named = name && (error.data as Record<string, unknown> | null)?.[name];
      // An entry added by hand without its id: propose one, as the editor would make it.
      const id = missing === 'id' && typeof named === 'string' ? idOf(named) : '';
      return result(
        id
          ? `missing required field "id": a short name of your own that stays when the ${name} changes, such as "${id}"`
          : `missing required field "${missing}"`,
        false,
      );
    }
    case 'additionalProperties': {
      const field = String(params.additionalProperty);
      const allowed = Object.keys(error.parentSchema?.properties ?? {}).filter(
        (name) => name !== '$schema',
      );
      return {
        path,
        locate: `${path}/${pointerToken(field)}`,
        message: `unknown field "${field}" (allowed: ${allowed.join(', ')})`,
      };
    }
    case 'type':
      return result(TYPE_MESSAGES[String(params.type)] ?? `must be of type ${String(params.type)}`);
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      const guess = typeof error.data === 'string' ? closeTo(error.data, allowed) : undefined;
      const hint = guess ? ` (did you mean "${guess}"?)` : '';
      return result(`must be one of: ${allowed.join(', ')}${hint}`);
    }
    case 'const':
      return result(`must be ${JSON.stringify(params.allowedValue)}`);
    case 'format':
      return result(FORMAT_MESSAGES[String(params.format)] ?? `must be a valid ${params.format}`);
    case 'pattern':
      return result(`must match the pattern ${String(params.pattern)}`);
    case 'minLength': {
      const limit = Number(params.limit);
      return result(
        limit === 1 ? 'must not be empty' : `must be at least ${limit} characters long`,
      );
    }
    case 'maxLength':
      return result(`must be at most ${plural(Number(params.limit), 'character')} long`, false);
    case 'minItems':
      return result(`must have at least ${plural(Number(params.limit), 'item')}`, false);
    case 'maxItems':
      return result(`must have at most ${plural(Number(params.limit), 'item')}`, false);
    case 'uniqueItems': {
      const later = Math.max(Number(params.i), Number(params.j));
      const earlier = Math.min(Number(params.i), Number(params.j));
      return {
        path: `${path}/${later}`,
        locate: `${path}/${later}`,
        message: `the same as ${path}/${earlier}: each item must be different`,
      };
    }
    case 'uniqueBy': {
      const { key, value, firstPath } = params as unknown as UniqueByParams;
      return result(
        `duplicate ${key} ${JSON.stringify(value)}: already used at ${firstPath}`,
        false,
      );
    }
    case 'x-icon': {
      const { suggestion } = params as unknown as IconParams;
      const guess = suggestion ? ` (did you mean "${suggestion}"?)` : '';
      return result(`unknown icon ${found ?? ''}${guess}: ${ICON_CHOICES}`, false);
    }
    default:
      return result(error.message ?? `fails the "${error.keyword}" rule`);
  }
}
