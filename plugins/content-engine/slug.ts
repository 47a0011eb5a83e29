// A name as a token for an address or an id: "Dashboard Search for WordPress" is
// "dashboard-search-for-wordpress". The format-2 migration gave the owner's entries their ids
// with it: changing it would change what that migration writes.

export const slugOf = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
