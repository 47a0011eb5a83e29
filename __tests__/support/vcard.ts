// A contact card read as address books read it: by a strict RFC 6350 parser (vcard4), which
// refuses a whole card for one property it does not know, and by ical.js, a lenient one.
import ICAL from 'ical.js';
import { parse } from 'vcard4';

export interface CardUrl {
  type?: string;
  url: string;
}

export interface ReadCard {
  /** The first value of a property, as the strict parser gives it (escapes undone). */
  value(name: string): unknown;
  /** Every URL, with its TYPE. */
  urls: CardUrl[];
}

/** Reads a card with both parsers; throws if the strict one refuses it or they disagree. */
export function readCard(text: string): ReadCard {
  const { parsedVcard } = parse(text) as {
    parsedVcard: { property: string; parameters: Record<string, string>; value: unknown }[];
  };
  const urls = parsedVcard
    .filter((entry) => entry.property === 'URL')
    .map((entry) => ({ type: entry.parameters.TYPE, url: String(entry.value) }));
  const lenient = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const lenientUrls = lenient.getAllProperties('url').map((property) => ({
    type: property.getParameter('type') as string | undefined,
    url: String(property.getFirstValue()),
  }));
  if (JSON.stringify(lenientUrls) !== JSON.stringify(urls)) {
    throw new Error(`ical.js reads other URLs: ${JSON.stringify(lenientUrls)}`);
  }
  return {
    value: (name) => parsedVcard.find((entry) => entry.property === name.toUpperCase())?.value,
    urls,
  };
}
