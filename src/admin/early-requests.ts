/*
 * The admin page's first requests, sent before the panel's code has arrived.
 *
 * A cold visit of the product list used to ask for its page and the category names only once the
 * panel's code had come in and run (three waves of script files, then the route's chunks), about
 * 700 ms after the page itself. `sendEarlyRequests` runs as an inline script in the admin page's head
 * (src/pages/admin/index.astro) and sends them as soon as the page arrives, with the token the panel
 * will use; the API client takes each answer once instead of asking again (`takeEarlyResponse`), so an
 * early 401 goes down the same path as any other (sign-out, the login page with `next`). The same
 * script then asks the browser to preload the panel's script files, the shell's and then the current
 * screen's (`<meta name="rawlab-admin-route-code">`, filled in by the build:
 * src/lib/build/admin-preload.ts), so they arrive together instead of in waves. In that order: over
 * HTTP/1.1 (six connections) the files asked for first are served first, and the shell, which runs
 * first, came last when the screen's sixteen files were asked for before it.
 */

/** Where the inline script leaves its requests for the panel: `window[EARLY_REQUESTS_KEY]`. */
export const EARLY_REQUESTS_KEY = '__rawlabAdminEarly';

/** The meta element holding the panel's script files as JSON (`RouteCode`). */
export const ROUTE_CODE_META = 'rawlab-admin-route-code';

export interface RouteCode {
  /** What the island imports statically: every screen's first files. */
  shell: string[];
  /** By admin path: the screen's chunk and what it imports, less the shell. */
  screens: Record<string, string[]>;
}

export interface EarlyRequest {
  /** The token it was sent with: an answer for another session is never handed over. */
  token: string;
  response: Promise<Response>;
}

type EarlyRequests = Record<string, EarlyRequest | undefined>;

export interface EarlyRequestsConfig {
  key: string;
  tokenKey: string;
  routeCodeMeta: string;
  /** The product list's path and the calls it makes first (the list's own query, then the names). */
  listPath: string;
  listApiPath: string;
  categoryNamesPath: string;
  perPage: number;
}

/**
 * Written into the page as `(sendEarlyRequests)(config, productListApiParams)`: it runs before any
 * module, so it may use nothing outside itself (tests/unit/early-requests.test.ts runs it that way).
 */
export function sendEarlyRequests(
  config: EarlyRequestsConfig,
  listApiParams: (params: URLSearchParams, perPage: number) => URLSearchParams,
): void {
  const path = location.pathname.replace(/\/+$/, '');
  let token: string | null = null;
  try {
    token = localStorage.getItem(config.tokenKey);
  } catch {
    // Storage disabled: the panel finds no session either and goes to the login page.
  }
  // The requests first: their answers take longer than the files.
  if (path === config.listPath && token) sendListRequests(token);
  try {
    const meta = document.querySelector(`meta[name="${config.routeCodeMeta}"]`);
    const code = JSON.parse(meta?.getAttribute('content') || '{}') as Partial<RouteCode>;
    for (const file of [...(code.shell ?? []), ...(code.screens?.[path] ?? [])]) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = file;
      document.head.append(link);
    }
  } catch {
    // A preload is only a head start: the panel asks for its code itself.
  }

  function sendListRequests(token: string) {
    const headers = { Accept: 'application/json', Authorization: `Bearer ${token}` };
    const requests: EarlyRequests = {};
    const send = (apiPath: string) => {
      const response = fetch(apiPath, { headers, cache: 'no-store' });
      // An answer nobody takes must not be reported as an unhandled failure; the panel's own await
      // still sees a failure of one it takes.
      response.catch(() => undefined);
      requests[apiPath] = { token, response };
    };
    send(`${config.listApiPath}?${listApiParams(new URLSearchParams(location.search), config.perPage).toString()}`);
    send(config.categoryNamesPath);
    (window as unknown as Record<string, EarlyRequests>)[config.key] = requests;
  }
}

function earlyRequests(): EarlyRequests | undefined {
  return typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<string, EarlyRequests | undefined>)[EARLY_REQUESTS_KEY];
}

/** The answer to a GET of `path` that the page sent early with `token`, once; undefined when there is none. */
export function takeEarlyResponse(path: string, token: string | null): Promise<Response> | undefined {
  const requests = earlyRequests();
  const request = requests?.[path];
  if (!requests || !request) return undefined;
  delete requests[path];
  return request.token === token ? request.response : undefined;
}

/**
 * Drops what the first screen did not take (its query asked for other parameters, or went offline
 * first), so a later visit of the list never gets an answer from the page's first moments.
 */
export function discardEarlyRequests(): void {
  if (typeof window !== 'undefined') delete (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_KEY];
}
