// Serves the built site for the end-to-end tests as its host would: the project's static
// server, which applies the build's _headers, so a security policy that breaks a page fails the
// tests too, and answers its forms' posts as Netlify Forms does. Usage: node serve.mjs <root>
// [path prefix] [form log], the log a file each accepted post is appended to as a JSON line.
// Prints one JSON line, {"url": ...}, once listening; exits when its parent closes stdin (or
// dies), so no server outlives a test.
import path from 'node:path';
import { startStaticServer } from '../../../scripts/static-server.mjs';

const root = path.resolve(process.argv[2] ?? 'public');
const prefix = process.argv[3] ?? '';
const formLog = process.argv[4] ? path.resolve(process.argv[4]) : undefined;
const { url, close } = await startStaticServer({ root, prefix, formLog });
process.stdout.write(`${JSON.stringify({ url })}\n`);
process.stdin.resume();
process.stdin.on('end', () => close().then(() => process.exit(0)));
