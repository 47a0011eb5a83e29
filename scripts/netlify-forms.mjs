// The forms of a built site as Netlify Forms detects them, and a post's body as it reads one:
// what the static server needs to answer the site's forms as the host does.
import fs from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';

/** @import { IncomingMessage } from 'node:http' */

/**
 * A form as Netlify detects it: its honeypot field ('' when none) and the names of its fields.
 * @typedef {{ honeypot: string, fields: Set<string> }} Form
 */

// What Netlify Forms reads; a multipart body is parsed too (Response.formData), a file's value
// recorded as its name.
export const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const FIELD_TAGS = ['input', 'textarea', 'select'];

/**
 * The forms Netlify would detect in the site's pages (the editor's, admin/, aside), by name: its
 * honeypot field and the names of its fields, those of every page's form of that name.
 * @param {string} root
 */
export function netlifyForms(root) {
  /** @type {Map<string, Form>} */
  const forms = new Map();
  const pages = fs
    .readdirSync(root, { encoding: 'utf8', recursive: true })
    .filter((file) => file.endsWith('.html') && !file.startsWith(`admin${path.sep}`))
    .map((file) => path.join(root, file))
    .filter((file) => fs.statSync(file).isFile());
  for (const page of pages) {
    const html = fs.readFileSync(page, 'utf8');
    if (!html.includes('netlify')) continue;
    /** @type {Form | null} */
    let form = null;
    const parser = new Parser({
      onopentag(name, attribs) {
        const netlify = attribs['data-netlify'] === 'true' || Object.hasOwn(attribs, 'netlify');
        if (name === 'form' && netlify && attribs.name) {
          form = forms.get(attribs.name) ?? { honeypot: '', fields: new Set() };
          forms.set(attribs.name, form);
          form.honeypot ||= attribs['data-netlify-honeypot'] ?? attribs['netlify-honeypot'] ?? '';
        } else if (form && FIELD_TAGS.includes(name) && attribs.name) form.fields.add(attribs.name);
      },
      onclosetag(name) {
        if (name === 'form') form = null;
      },
    });
    parser.end(html);
  }
  return forms;
}

/**
 * A request's body; null once it passes `limit` bytes, the rest left unread.
 * @param {IncomingMessage} request
 * @param {number} limit
 * @returns {Promise<Buffer<ArrayBuffer> | null>}
 */
export function readBody(request, limit) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      size += chunk.length;
      if (size <= limit) return chunks.push(chunk);
      request.off('data', onData).pause();
      resolve(null);
    };
    request.on('data', onData);
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}
