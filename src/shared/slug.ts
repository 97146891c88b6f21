/**
 * Slug rule of spec §5: lowercase, drop every character other than letters, digits, spaces and
 * hyphens, turn spaces into hyphens, collapse repeated hyphens. Leading/trailing hyphens are trimmed
 * so a slug is always a valid URL segment.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
