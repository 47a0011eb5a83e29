// The static server's answer to a post of one of the site's forms, as Netlify Forms answers it:
// the message kept (in memory, a log file, a callback), then the page at the form's address.
import fs from 'node:fs';
import path from 'node:path';
import { FORM_TYPES, readBody } from './netlify-forms.mjs';

/**
 * @import { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
 * @import { Form } from './netlify-forms.mjs'
 */

/**
 * A form post the server accepted: the form's name, the address it was posted to, its fields
 * (a field sent more than once, all its values) and when.
 * @typedef {object} Submission
 * @property {string} form
 * @property {string} path
 * @property {Record<string, string | string[]>} fields
 * @property {string} receivedAt
 */

/** @typedef {(request: IncomingMessage, response: ServerResponse) => void} Answer */

/**
 * Where the posts go and how the rest of the server answers: the site's forms, the largest body
 * read, the posts kept so far (added to), the optional log file and callback, and the server's
 * answers with a page (`files`) and with its 404 page (`notFound`).
 * @typedef {object} FormPostOptions
 * @property {Map<string, Form>} forms
 * @property {number} formBodyLimit
 * @property {Submission[]} submissions
 * @property {string} [formLog]
 * @property {(submission: Submission) => void} [onSubmission]
 * @property {Answer} files
 * @property {Answer} notFound
 */

/**
 * An answer in plain text: a post the server refuses, or its own error.
 * @param {ServerResponse} response
 * @param {number} status
 * @param {string} text
 * @param {OutgoingHttpHeaders} [headers]
 */
export const plain = (response, status, text, headers = {}) =>
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers }).end(text);

/**
 * The answer to a form post: (request, response, the address it was posted to).
 * @param {FormPostOptions} options
 */
export function answerFormPosts({
  forms,
  formBodyLimit,
  submissions,
  formLog,
  onSubmission,
  files,
  notFound,
}) {
  // As Netlify Forms: a known form's post is recorded (unless its honeypot is filled, which is
  // dropped unsaid) and answered with the page at its address; request.url is the site's path.
  /**
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {string} askedPath
   */
  const post = async (request, response, askedPath) => {
    const type = request.headers['content-type'] ?? '';
    if (!FORM_TYPES.includes(type.split(';')[0].trim().toLowerCase())) {
      return plain(response, 415, 'Unsupported form encoding\n');
    }
    const body = await readBody(request, formBodyLimit);
    if (body === null) return plain(response, 413, 'Form too large\n', { connection: 'close' });
    let data;
    try {
      data = await new Response(body, { headers: { 'content-type': type } }).formData();
    } catch {
      return plain(response, 400, 'Malformed form\n');
    }
    // A file or no value names no form: every form found has a name (netlifyForms).
    const named = data.get('form-name');
    const name = typeof named === 'string' ? named : '';
    const form = forms.get(name);
    if (!form) return notFound(request, response);
    if (!(form.honeypot && data.get(form.honeypot))) {
      /** @type {Submission['fields']} */
      const fields = {};
      for (const field of form.fields) {
        if (field === 'form-name' || field === form.honeypot || !data.has(field)) continue;
        const values = data
          .getAll(field)
          .map((value) => (typeof value === 'string' ? value : value.name));
        fields[field] = values.length === 1 ? values[0] : values;
      }
      const submission = {
        form: name,
        path: askedPath,
        fields,
        receivedAt: new Date().toISOString(),
      };
      submissions.push(submission);
      if (formLog) {
        await fs.promises.mkdir(path.dirname(formLog), { recursive: true });
        await fs.promises.appendFile(formLog, `${JSON.stringify(submission)}\n`);
      }
      onSubmission?.(submission);
    }
    request.method = 'GET';
    files(request, response);
  };
  return post;
}
