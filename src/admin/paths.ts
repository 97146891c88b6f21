/** Every admin URL in one place (bulletproof-react: typed route paths in one file). */
export const paths = {
  login: '/admin/login',
  dashboard: '/admin/dashboard',
  products: '/admin/products',
  productAdd: '/admin/products/add',
  productEdit: (id: number | string) => `/admin/products/edit/${id}`,
  productArchive: '/admin/products/archive',
  productImport: '/admin/products/import',
  categories: '/admin/categories',
  feed: '/admin/feed',
  settings: '/admin/settings',
  security: '/admin/security',
  activity: '/admin/activity',
  account: '/admin/account',
  contacts: '/admin/contacts',
  instruments: '/admin/layanan/instrumen',
  reminders: '/admin/layanan/pengingat',
  quotes: '/admin/quotes',
  quote: (reference: string) => `/admin/quotes/${encodeURIComponent(reference)}`,
  contact: (id: string) => `/admin/contacts/${encodeURIComponent(id)}`,
  services: '/admin/layanan',
  service: (reference: string) => `/admin/layanan/${encodeURIComponent(reference)}`,
  publicHome: '/',
  publicProduct: (slug: string) => `/products/${slug}`,
  /** 'Pratinjau': the public product page of a product in any status, for signed-in admins. */
  productPreview: (id: number) => `/products/_preview/?id=${id}`,
} as const;

/**
 * Where to go after sign-in: `?next=` read as the browser will read it (resolved against this origin,
 * `..`, `%2e%2e` and backslashes normalised), followed only when it stays on this origin under
 * `/admin/` and is not the login page itself; anything else goes to the dashboard. The answer is the
 * normalised path, so nothing later can read it as another site (`//evil.example/…`).
 */
export function safeNext(next: string | null, origin = window.location.origin): string {
  if (!next) return paths.dashboard;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return paths.dashboard;
  }
  const { pathname } = url;
  if (url.origin !== origin || !pathname.startsWith('/admin/') || pathname.startsWith(paths.login))
    return paths.dashboard;
  return pathname + url.search + url.hash;
}
