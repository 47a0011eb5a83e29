// The part of @mdn/mdn-http-observatory that observatory-grade.mjs uses. The package is typed by
// JSDoc in its own JavaScript, which the checker does not read under node_modules; these follow
// it (src/types.js, src/constants.js, src/grader/), narrowed to what the script gives its tests:
// a response carries only the fields they read.
declare module '@mdn/mdn-http-observatory/src/types.js' {
  import type { AxiosHeaders } from 'axios';
  import type { CookieJar } from 'tough-cookie';

  /** What the tests read of a response (the package's AxiosResponse & { verified }). */
  interface Response {
    headers: AxiosHeaders;
    status: number;
    verified: boolean;
    data: string;
    request: { headers: Record<string, string> };
  }
  interface RedirectEntry {
    url: URL;
    status: number;
  }
  class Responses {
    auto: Response | null;
    cors: Response | null;
    http: Response | null;
    https: Response | null;
    httpRedirects: RedirectEntry[];
    httpsRedirects: RedirectEntry[];
  }
  class Resources {
    path: string | null;
  }
  /** What the tests read of the retriever's session: the page's address and its cookies. */
  interface Session {
    url: URL;
    jar: CookieJar;
  }
  export class Requests {
    constructor(hostname: string);
    hostname: string;
    resources: Resources;
    responses: Responses;
    session: Session | null;
  }
  /** One of the package's Expectation values, e.g. "x-content-type-options-nosniff". */
  export type Expectation = string;
  /** A test's output: a class per test, named after it; its result is set once the test returns. */
  export interface BaseOutput {
    result: Expectation;
  }
}

declare module '@mdn/mdn-http-observatory/src/constants.js' {
  import type { BaseOutput, Requests } from '@mdn/mdn-http-observatory/src/types.js';

  export const ALL_TESTS: ((requests: Requests) => BaseOutput)[];
}

declare module '@mdn/mdn-http-observatory/src/grader/grader.js' {
  import type { Expectation } from '@mdn/mdn-http-observatory/src/types.js';

  export function getGradeForScore(score: number): { score: number; grade: string };
  export function getScoreModifier(expectation: Expectation): number;
}

declare module '@mdn/mdn-http-observatory/src/grader/charts.js' {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}
