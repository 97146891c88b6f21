// @ts-check
import netlify from '@astrojs/netlify';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

// SITE_URL names the public origin for canonical URLs and the sitemap; Netlify sets URL itself.
const site = process.env.SITE_URL ?? process.env.URL ?? 'http://localhost:4321';

export default defineConfig({
  site,
  output: 'static',
  // The local publishing loop builds into a scratch folder and swaps it in (scripts/lib/rebuilder.ts).
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  trailingSlash: 'ignore',
  // The public pages' one small stylesheet goes into the HTML: no render-blocking request.
  build: { inlineStylesheets: 'always' },
  adapter: netlify({ devFeatures: { edgeFunctions: false, environmentVariables: false, images: true } }),
  integrations: [
    react(),
    // Public pages only: the admin shell, the product fallback and the 404 page are not for indexing.
    sitemap({
      filter: (page) => !/\/(admin|404)(\/|$)|\/products\/_fallback/.test(new URL(page).pathname),
    }),
  ],
  vite: { plugins: [tailwindcss()] },
  server: { port: Number(process.env.PORT ?? 4321) },
});
