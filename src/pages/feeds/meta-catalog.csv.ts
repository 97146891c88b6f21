import type { APIRoute } from 'astro';
import { feedProducts } from '#lib/build/feeds/feed-data.ts';
import { metaCatalogFeed } from '#lib/build/feeds/meta-catalog.ts';

/**
 * Meta's catalogue feed (Facebook, Instagram, the WhatsApp Business catalogue) in Indonesian: the
 * language of the buyers who order through WhatsApp, its links to the Indonesian product pages.
 */
export const GET: APIRoute = async ({ site }) => {
  const origin = site ?? new URL('http://localhost:4321');
  return new Response(metaCatalogFeed(await feedProducts('id', origin)), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8' },
  });
};
