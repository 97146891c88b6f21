import type { PublicProduct } from '#shared/product/views.ts';
import type { Deps } from '../../deps.ts';
import { HttpError, invalid } from '../../errors.ts';
import { publishedProductBySlug } from './views.ts';

/*
 * `/compare`'s read: up to four published products by slug in one request (a phone on a slow CPU
 * pays for every request it makes before the table can be drawn), in the order asked, with the slugs
 * a visitor can no longer see listed apart.
 */

export const MAX_COMPARED = 4;
const SLUG = /^[a-z0-9][a-z0-9-]{0,159}$/;

export function parseSlugs(raw: string): string[] {
  const slugs = raw.split(',').map((slug) => slug.trim());
  const message = `slugs harus berisi 1 sampai ${MAX_COMPARED} slug produk, dipisah koma`;
  if (slugs.length > MAX_COMPARED || slugs.some((slug) => !SLUG.test(slug)))
    throw invalid(message, { slugs: [message] });
  return [...new Set(slugs)];
}

export async function publishedProductsBySlugs(
  deps: Deps,
  slugs: string[],
): Promise<{ data: PublicProduct[]; missing: string[] }> {
  const found = await Promise.all(
    slugs.map((slug) =>
      publishedProductBySlug(deps, slug).catch((error: unknown) => {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }),
    ),
  );
  return {
    data: found.filter((product): product is PublicProduct => product !== null),
    missing: slugs.filter((_, index) => found[index] === null),
  };
}
