import type { APIRoute } from 'astro';
import { feedChannel, feedProducts } from '#lib/build/feeds/feed-data.ts';
import { googleMerchantFeed } from '#lib/build/feeds/google-merchant.ts';

/** Google Merchant Center's feed in English: paste its address into a Merchant Center data source. */
export const GET: APIRoute = async ({ site }) => {
  const origin = site ?? new URL('http://localhost:4321');
  const body = googleMerchantFeed(await feedChannel('en', origin), await feedProducts('en', origin));
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
