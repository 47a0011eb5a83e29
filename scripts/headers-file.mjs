// Reads a built site's _headers file and answers, for a URL path, the headers a
// Netlify-style host would send: every rule whose path matches (exactly, or by a trailing *
// splat) contributes its headers.
import fs from 'node:fs';
import path from 'node:path';

export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = { path: line.trim(), headers: [] };
      rules.push(current);
    } else if (current) {
      const at = line.indexOf(':');
      current.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

function matches(pattern, urlPath) {
  return pattern.endsWith('*') ? urlPath.startsWith(pattern.slice(0, -1)) : pattern === urlPath;
}

/** A function from URL path to headers, or undefined when the site has no _headers file. */
export function headersFromSite(publicDir, prefix = '') {
  const file = path.join(publicDir, '_headers');
  if (!fs.existsSync(file)) return undefined;
  const rules = parseHeadersFile(fs.readFileSync(file, 'utf8'));
  return (urlPath) => {
    const full = `${prefix}${urlPath}`;
    const headers = {};
    for (const rule of rules.filter((candidate) => matches(candidate.path, full))) {
      for (const [name, value] of rule.headers) {
        const key = name.toLowerCase();
        headers[key] = headers[key] ? `${headers[key]}, ${value}` : value;
      }
    }
    return headers;
  };
}
