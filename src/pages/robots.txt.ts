import type { APIRoute } from 'astro';

/** robots.txt: the public site is open to crawlers; the admin panel and the API are not for them. */
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap-index.xml', site ?? 'http://localhost:4321').href;
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /products/_fallback',
    'Disallow: /products/_preview',
    'Disallow: /id/products/_fallback',
    '',
    `Sitemap: ${sitemap}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
