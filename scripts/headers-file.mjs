// The headers a Netlify-style host sends for a URL path, from a built site's _headers file as
// Netlify's own parser reads it: every rule whose path matches contributes its headers.
import fs from 'node:fs';
import path from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';

/** A function from URL path to headers, or undefined when the site has no _headers file. */
export async function headersFromSite(publicDir, prefix = '') {
  const file = path.join(publicDir, '_headers');
  if (!fs.existsSync(file)) return undefined;
  const { headers: rules, errors } = await parseAllHeaders({ headersFiles: [file] });
  if (errors.length > 0) throw errors[0];
  return (urlPath) => {
    const headers = {};
    for (const rule of rules.filter(({ forRegExp }) => forRegExp.test(`${prefix}${urlPath}`))) {
      for (const [name, value] of Object.entries(rule.values)) {
        const key = name.toLowerCase();
        headers[key] = headers[key] ? `${headers[key]}, ${value}` : value;
      }
    }
    return headers;
  };
}
