/** The longest slug a product or category may have: a generated slug is cut to it too. */
export const SLUG_MAX = 120;

/**
 * The slug rule: lowercase, drop every character other than letters, digits, spaces and hyphens,
 * turn spaces into hyphens, collapse repeated hyphens. Leading/trailing hyphens are trimmed so a slug
 * is always a valid URL segment, and a long name is cut at a word boundary to at most SLUG_MAX
 * characters, so a generated slug always passes the same check as a typed one.
 */
export function slugify(text: string, max = SLUG_MAX): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1);
  const boundary = cut.lastIndexOf('-');
  return (boundary > 0 ? cut.slice(0, boundary) : slug.slice(0, max)).replace(/-+$/, '');
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
