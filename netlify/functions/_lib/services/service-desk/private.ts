/*
 * Every answer of a tracking link (the page, its JSON, errors included) stays out of caches, search
 * engines and other sites' Referer: the token in its address is the only key to the request.
 */

export const PRIVATE_HEADERS: Record<string, string> = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

/** The same response with the private headers added. */
export function privately(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(PRIVATE_HEADERS)) headers.set(name, value);
  return new Response(response.body, { status: response.status, headers });
}
