import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/*
 * Runs the project's Netlify Functions (v2) in this process for `npm start`, `npm run dev` and the API
 * tests. @netlify/dev bundles every function with zip-it-and-ship-it before its first answer (over two
 * minutes of CPU for 63 functions here) and starts a worker on every request (about 2.6 s a call),
 * which makes a production-like run impossible; this host honours the
 * same contract — default export `(req, context)`, `config.path` as URLPattern(s), `context.params`,
 * `context.ip` — and loads each function once. Like Netlify for functions without `config.method`, it
 * hands every method, HEAD included, to the function as it came: the 405s and HEAD answers are the
 * functions' own (netlify/functions/_lib/http.ts), so they are the same here and on Netlify.
 * See docs/decisions/005-local-runtime.md.
 */

type FunctionHandler = (req: Request, context: unknown) => Promise<Response> | Response;

interface FunctionModule {
  default?: FunctionHandler;
  config?: { path?: string | string[]; method?: string | string[]; preferStatic?: boolean };
}

export interface LoadOptions {
  /**
   * How a function's module is loaded (a file path in, the module out): Node's own import by
   * default. `astro dev` passes Vite's, which reloads a module and what it imports after an edit.
   */
  load?: (file: string) => Promise<FunctionModule>;
  /** Load the module again at every call, for its current code (with `load` from a dev server). */
  reload?: boolean;
}

interface FunctionRoute {
  name: string;
  pattern: URLPattern;
  handler: FunctionHandler;
  /** A static file at the same URL wins (Netlify's `config.preferStatic`). */
  preferStatic: boolean;
}

export interface FunctionHost {
  /** The function for this request, if any path of any function matches. */
  match(req: Request): { route: FunctionRoute; params: Record<string, string> } | undefined;
  invoke(req: Request, ip: string): Promise<Response | undefined>;
  names: string[];
}

export async function loadFunctions(directory: string, options: LoadOptions = {}): Promise<FunctionHost> {
  const load = options.load ?? ((file: string) => import(pathToFileURL(file).href) as Promise<FunctionModule>);
  const routes: FunctionRoute[] = [];
  const files = readdirSync(directory).filter((file) => /\.(mts|mjs|ts|js)$/.test(file) && !file.startsWith('_'));
  for (const file of files.sort()) {
    const modulePath = resolve(directory, file);
    const module = await load(modulePath);
    if (typeof module.default !== 'function' || !module.config?.path) continue;
    if (module.config.method) {
      // Netlify would answer other methods with its HTML 404 before the function runs.
      throw new Error(`${file}: config.method is not used here; the handler answers unlisted methods with a 405.`);
    }
    for (const path of [module.config.path].flat()) {
      routes.push({
        name: file.replace(/\.\w+$/, ''),
        pattern: new URLPattern({ pathname: path }),
        handler: options.reload
          ? async (req, context) => {
              const current = (await load(modulePath)).default;
              if (!current) throw new Error(`${file} no longer exports a handler`);
              return await current(req, context);
            }
          : module.default,
        preferStatic: module.config.preferStatic === true,
      });
    }
  }

  // URLPattern is slow beside the rest of a request and most requests repeat a recent path, so the
  // last 1,000 paths' answers are kept (each caller gets its own copy of the params).
  const matched = new Map<string, ReturnType<FunctionHost['match']>>();
  const match: FunctionHost['match'] = (req) => {
    const { pathname } = new URL(req.url);
    let found = matched.get(pathname);
    if (!matched.has(pathname)) {
      found = matchPath(pathname);
      matched.set(pathname, found);
      if (matched.size > 1_000) matched.delete(matched.keys().next().value!);
    }
    return found && { route: found.route, params: { ...found.params } };
  };
  const matchPath = (pathname: string): ReturnType<FunctionHost['match']> => {
    for (const route of routes) {
      const result = route.pattern.exec({ pathname });
      if (result) {
        const params = Object.fromEntries(
          Object.entries(result.pathname.groups).filter((entry): entry is [string, string] => entry[1] !== undefined),
        );
        return { route, params };
      }
    }
    return undefined;
  };

  return {
    names: [...new Set(routes.map((route) => route.name))],
    match,
    async invoke(req, ip) {
      const found = match(req);
      if (!found) return undefined;
      const { route, params } = found;
      const site = new URL(req.url);
      const context = {
        params,
        ip,
        requestId: randomUUID(),
        geo: {},
        account: { id: 'local' },
        site: { id: process.env.RAWLAB_SITE_ID ?? 'rawlab-local', name: 'rawlab', url: site.origin },
        deploy: { context: 'dev', id: 'local', published: false },
        server: { region: 'local' },
        waitUntil: (promise: Promise<unknown>) => void promise.catch((error) => console.error(error)),
      };
      return await route.handler(req, context);
    },
  };
}
