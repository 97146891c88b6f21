// @ts-check
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';
import { netlifyDevEmulation } from './scripts/lib/dev-emulation.ts';
import { addAdminPreloads } from './src/lib/build/admin-preload.ts';
import { schemaDataInBrowser } from './src/lib/build/schema-data-plugin.ts';
import { LANGS } from './src/shared/i18n/lang.ts';
import { pathInLang } from './src/shared/i18n/paths.ts';

// SITE_URL names the public origin for canonical URLs and the sitemap; Netlify sets URL itself.
const site = process.env.SITE_URL ?? process.env.URL ?? 'http://localhost:4321';
// With Turnstile configured, the contact form loads Cloudflare's script (decision 006).
const turnstileScript = process.env.PUBLIC_TURNSTILE_SITE_KEY ? ['https://challenges.cloudflare.com'] : [];

export default defineConfig({
  site,
  output: 'static',
  // The local publishing loop builds into a scratch folder and swaps it in (scripts/lib/rebuilder.ts).
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  trailingSlash: 'ignore',
  build: {
    // The public pages' one small stylesheet goes into the HTML: no render-blocking request.
    inlineStylesheets: 'always',
    // Two pages at a time: one renders while the other's file is written (the renders themselves
    // share one thread). With one, the build waited on every page's directory and file write.
    concurrency: 2,
  },
  // No adapter: the output is plain files, and netlify/functions is deployed on its own. An adapter's
  // catch-all SSR function would answer before netlify.toml's rewrites on Netlify (docs/decisions/005).
  integrations: [
    netlifyDevEmulation(),
    interactionDirective(),
    reactIslands(),
    adminPreloads(),
    // Public pages only: the admin shell, the product fallback and the 404 page are not for indexing.
    sitemap({
      // Only pages meant for search engines: the admin, the 404s, the visitor's own quote list,
      // comparison and customer account (noindex, their content is the visitor's) stay out, in both
      // languages. Matched on the first segment after the language, so a product whose slug is
      // "compare" or "404" stays listed.
      filter: (page) =>
        !/^\/(?:(?:id|en)\/)?(?:(?:admin|404|penawaran|compare|quote|akun|account)(?:[/.]|$)|products\/_(?:fallback|preview)(?:[/.]|$))/.test(
          new URL(page).pathname,
        ),
      // Every page lists itself and its counterpart in the other language (xhtml:link), as its
      // <link rel="alternate" hreflang> does; x-default is the Indonesian page.
      serialize: (item) => {
        const { origin, pathname } = new URL(item.url);
        const url = (/** @type {import('./src/shared/i18n/lang.ts').Lang} */ lang) =>
          new URL(pathInLang(pathname, lang), origin).href;
        return {
          ...item,
          links: [...LANGS.map((lang) => ({ lang, url: url(lang) })), { lang: 'x-default', url: url('id') }],
        };
      },
    }),
  ],
  // Scripts: only our own files and the inline scripts Astro emits, allowed by hash in a <meta> CSP on
  // every page (decision 007). Styles may be inline: Astro inlines the page CSS, and the captcha widget,
  // the toasts and the admin's dialogs inject <style> elements whose content is computed at run time.
  // The rest of the policy (frame-ancestors, object-src, base-uri, …) is a header in netlify.toml.
  security: {
    csp: {
      scriptDirective: { resources: ["'self'", ...turnstileScript] },
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
      // Without it workers would fall back to script-src. 'self': the hero's animation worker (a file of
      // ours); blob:: the captcha widget (ALTCHA) builds its solving workers from blob: URLs.
      directives: ["worker-src 'self' blob:"],
    },
  },
  // No page is Markdown, so no highlighter: Astro's default (Shiki) writes inline styles that the CSP
  // would have to allow, and says so on every start.
  markdown: { syntaxHighlight: false },
  vite: {
    // The product schema's field names and defaults reach the browser as plain data: the admin
    // product form shows without zod (src/lib/build/schema-data-plugin.ts).
    plugins: [tailwindcss(), adminShellEntrySignatures(), schemaDataInBrowser()],
    build: {
      rolldownOptions: {
        onLog(level, log, handler) {
          // lottie-web's players carry an expression evaluator (a direct `eval`) that only animations
          // with expressions reach: the hero's has none, and the pages' CSP (no 'unsafe-eval') refuses it.
          if (log.code === 'EVAL' && log.id?.includes('/node_modules/lottie-web/')) return;
          handler(level, log);
        },
      },
    },
    environments: {
      client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [adminShellChunk()] } } } } },
    },
  },
  server: { port: Number(process.env.PORT ?? 4321) },
});

/**
 * The admin panel's shell in one chunk: what every admin screen runs before its own code (the app, the
 * route table, the layout and guards, the panel's lib with its router, the parts of the UI kit these use,
 * and TanStack Query).
 * Left to itself the bundler cut it into a dozen small files, one request each, fetched once the
 * entry had arrived. Only admin modules and packages no public page uses are picked, and not their
 * dependencies (`includeDependenciesRecursively: false`): React, the shared schemas and helpers stay in
 * the chunks the public pages load, so those pages' scripts do not change. Screens stay chunks of
 * their own, and so do the rest of the UI kit (fields, tables, pagination: fetched with the screen
 * that imports them), the dialogs (Radix), the form kit (react-hook-form) and the toasts (sonner),
 * which the first paint of a list does not need.
 * @returns {import('rolldown').CodeSplittingGroup}
 */
function adminShellChunk() {
  return {
    name: 'admin',
    test: (id) =>
      /[\\/]src[\\/]admin[\\/](app\.tsx|routes\.tsx|paths\.ts|early-requests\.ts|features[\\/]products[\\/]list-query\.ts|lib[\\/](?!csv\.ts)|components[\\/]layout[\\/](?!menu-drawer)|components[\\/]ui[\\/](badge|button|card|icons|states)\.tsx)/.test(
        id,
      ) || /[\\/]node_modules[\\/]@tanstack[\\/]/.test(id),
    includeDependenciesRecursively: false,
  };
}

/**
 * The bundler takes a group without its dependencies only if entry chunks may export more than their
 * module does (`allow-extension`); Astro asks for `exports-only`, which matters for the server build's
 * entries, not for the browser's: an island's chunk exporting a shared helper as well changes nothing.
 * @returns {import('vite').Plugin}
 */
function adminShellEntrySignatures() {
  return {
    name: 'rawlab:admin-shell-entry-signatures',
    applyToEnvironment: (environment) => environment.name === 'client',
    options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
  };
}

/**
 * @astrojs/react, with the islands' server rendering done in one synchronous pass
 * (src/lib/build/react-server.ts: the same HTML, without a web stream per island).
 * @returns {import('astro').AstroIntegration}
 */
function reactIslands() {
  const integration = react();
  const setup = integration.hooks['astro:config:setup'];
  const serverEntrypoint = fileURLToPath(new URL('./src/lib/build/react-server.ts', import.meta.url));
  return {
    ...integration,
    hooks: {
      ...integration.hooks,
      'astro:config:setup': (options) =>
        setup?.({ ...options, addRenderer: (renderer) => options.addRenderer({ ...renderer, serverEntrypoint }) }),
    },
  };
}

/**
 * After the build: the admin page names its script files so the browser asks for them together
 * (src/lib/build/admin-preload.ts).
 * @returns {import('astro').AstroIntegration}
 */
function adminPreloads() {
  return {
    name: 'rawlab:admin-preloads',
    hooks: {
      'astro:build:done': ({ dir }) => addAdminPreloads(fileURLToPath(dir)),
    },
  };
}

/**
 * `client:interaction`: an island whose code loads at the visitor's first interaction with it
 * (src/lib/browser/client-interaction.ts); `client:quote-list`: the quote page's island, not started
 * while the list is empty (src/components/quote/client-quote-list.ts).
 * @returns {import('astro').AstroIntegration}
 */
function interactionDirective() {
  return {
    name: 'rawlab:client-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('./src/lib/browser/client-interaction.ts', import.meta.url)),
        });
        addClientDirective({
          name: 'quote-list',
          entrypoint: fileURLToPath(new URL('./src/components/quote/client-quote-list.ts', import.meta.url)),
        });
      },
    },
  };
}
