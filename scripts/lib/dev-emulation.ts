import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Connect, MinimalPluginContextWithoutEnvironment, Plugin, PluginOption, ServerHook } from 'vite';
import type { FunctionHost } from './function-host.ts';

/**
 * `astro dev` only: the functions run in the dev server's own process (scripts/lib/function-host.ts,
 * as `npm start` runs them), loaded through Vite so an edit to a function or anything it imports
 * applies at its next call; Netlify's Vite plugin serves netlify.toml's redirects and headers beside
 * the pages (the store is ours, so its blobs are off). The plugin's own functions emulation bundles
 * every function with zip-it-and-ship-it before the first one answers: over two minutes of CPU for 63
 * functions here, which every first request after `npm run dev` waited for (decision 005). A dev
 * dependency, loaded only by the dev server: a production build must not need it.
 */
export function netlifyDevEmulation(): AstroIntegration {
  return {
    name: 'rawlab:netlify-dev',
    hooks: {
      'astro:config:setup': async ({ command, updateConfig }) => {
        if (command !== 'dev') return;
        const { default: netlify } = await import('@netlify/vite-plugin');
        updateConfig({
          vite: {
            plugins: [
              // The emulator rewrites only to files, and in dev the admin shell is a page: the
              // `/admin/*` rule of netlify.toml, for the dev server.
              {
                name: 'rawlab:admin-shell',
                configureServer(server) {
                  server.middlewares.use((req, _res, next) => {
                    if (req.url && /^\/admin\/[^.]+$/.test(req.url.split('?')[0] ?? '')) req.url = '/admin/';
                    next();
                  });
                },
              },
              localFunctions(),
              ...leavingPagesToAstro(
                netlify({
                  functions: { enabled: false },
                  blobs: { enabled: false },
                  database: { enabled: false },
                  geolocation: { enabled: false },
                  edgeFunctions: { enabled: false },
                  environmentVariables: { enabled: false },
                  images: { enabled: false },
                }),
              ),
            ],
          },
        });
      },
    },
  };
}

/** Where functions answer besides product pages (`config.path` in netlify/functions/*.mts). */
const FUNCTION_PREFIXES = /^\/(?:api|q|s|uploads)\//;

/**
 * The functions for `astro dev`, before Netlify's plugin: a request a function's `config.path` claims
 * goes to it, except the `preferStatic` one (product pages, which Astro renders in dev). The functions
 * load at the first request under one of their prefixes, not while the server starts.
 */
function localFunctions(): Plugin {
  return {
    name: 'rawlab:functions',
    configureServer(server) {
      let loading: Promise<FunctionHost> | undefined;
      const functions = () =>
        (loading ??= import('./function-host.ts')
          .then(({ loadFunctions }) =>
            loadFunctions(fileURLToPath(new URL('../../netlify/functions', import.meta.url)), {
              load: (file) => server.ssrLoadModule(file),
              reload: true,
            }),
          )
          .catch((error: unknown) => {
            // A function that does not load yet (an edit half made): tried again at the next request.
            loading = undefined;
            throw error;
          }));
      server.middlewares.use((req, res, next) => {
        if (!FUNCTION_PREFIXES.test(req.url ?? '')) return next();
        void (async () => {
          const [host, { toWebRequest }, { writeResponse }] = await Promise.all([
            functions(),
            import('./site-server/request.ts'),
            import('./site-server/response.ts'),
          ]);
          const request = toWebRequest(req, `http://${req.headers.host ?? 'localhost'}`);
          const route = host.match(request)?.route;
          if (!route || route.preferStatic) return next();
          const response = await host.invoke(request, req.socket.remoteAddress ?? '127.0.0.1');
          if (!response) return next();
          await writeResponse(response, res, req);
        })().catch(next);
      });
    },
  };
}

/**
 * A product URL, as netlify/functions/product-page.mts claims it (`/products/:slug`): in a build a
 * prerendered page, in `astro dev` a page Astro renders from the store.
 */
function isProductPage(req: IncomingMessage): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && /^\/products\/[^/]+\/?$/.test(req.url?.split('?')[0] ?? '');
}

/**
 * Netlify's Vite plugin, with product pages left to Astro. The emulator serves a `preferStatic` function
 * whenever no file answers the URL, and in `astro dev` no page is a file: every product URL would go to
 * the product-page function, whose fetch of `/products/_fallback/` is a product URL too, so it would call
 * itself until the emulator's 30 s timeout. Astro renders every published product's page (and its 404 page for
 * any other slug) as a build would have prerendered it, so the emulator's middleware never sees them.
 * `plugins` is what `netlify()` returns.
 */
function leavingPagesToAstro(plugins: PluginOption[]): PluginOption[] {
  return plugins.map((plugin) => {
    if (!plugin || typeof plugin !== 'object' || !('configureServer' in plugin) || !plugin.configureServer) {
      return plugin;
    }
    const hook = plugin.configureServer;
    const configureServer = typeof hook === 'function' ? hook : hook.handler;
    const handler: ServerHook = function (this: MinimalPluginContextWithoutEnvironment, server) {
      // The plugin adds its middleware with `server.middlewares.use`: it gets one that skips product pages.
      const middlewares = Object.create(server.middlewares, {
        use: {
          value: (handle: Connect.NextHandleFunction) =>
            server.middlewares.use((req, res, next) => (isProductPage(req) ? next() : handle(req, res, next))),
        },
      });
      return configureServer.call(this, Object.create(server, { middlewares: { value: middlewares } }));
    };
    return { ...plugin, configureServer: typeof hook === 'function' ? handler : { ...hook, handler } };
  });
}
