// What a counted site's stand-in collector received (scripts/count-collector.mjs logs each request), read back
// as the provider's dashboard would list it: a page by its path, or an event by its name.
import fs from 'fs';
import { SITES } from './config';
import { SITE_NAME, siteAddress } from './site';

export const PROVIDER = (SITES[SITE_NAME] as { counter?: string }).counter ?? '';

interface Logged {
  method: string;
  path: string;
  query: Record<string, string>;
  type: string;
  body: string;
  cookie: string;
}

/** A count: "page /resume", or "event CV download" (with its data, if any). */
export type Count = string;

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url, 'http://site');
  return `${pathname}${search}`;
};

/** A request as Plausible's collector reads it (the counted site's provider, ./config.ts). */
function countOf({ body }: Logged): Count {
  const { name, url, props } = JSON.parse(body) as { name: string; url: string; props?: object };
  return name === 'pageview' ? `page ${pathOf(url)}` : `event ${name}${dataOf(props)}`;
}

const dataOf = (data?: object) => (data ? ` ${Object.values(data).join(' ')}` : '');

/** An event as the collector's count reads: its name, then its data's values. */
export const eventCount = (name: string, ...data: string[]): Count =>
  ['event', name, ...data].join(' ');

function logged(): Logged[] {
  const log = siteAddress().collector?.log;
  if (!log || !fs.existsSync(log)) return [];
  return fs
    .readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Logged);
}

/** Where the collector's log stands now: what a test reads from. */
export const logMark = (): number => logged().length;

/** What the collector received since `mark`, as counts, in the order received. */
export const countsSince = (mark: number): Count[] => logged().slice(mark).map(countOf);

/** The requests received since `mark`, as the collector logged them. */
export const requestsSince = (mark: number): Logged[] => logged().slice(mark);
