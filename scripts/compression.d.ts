// compression ships no types, and @types/compression brings Express's with it: the one call the
// static server makes, on the requests of node's own server.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  function compression(): (
    request: IncomingMessage,
    response: ServerResponse,
    next: () => void,
  ) => void;
  export = compression;
}
