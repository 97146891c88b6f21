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
  settings: '/admin/settings',
  security: '/admin/security',
  activity: '/admin/activity',
  account: '/admin/account',
  contacts: '/admin/contacts',
  quotes: '/admin/quotes',
  quote: (reference: string) => `/admin/quotes/${encodeURIComponent(reference)}`,
  contact: (id: string) => `/admin/contacts/${encodeURIComponent(id)}`,
  publicHome: '/',
  publicProduct: (slug: string) => `/products/${slug}`,
  /** 'Pratinjau': the public product page of a product in any status, for signed-in admins. */
  productPreview: (id: number) => `/products/_preview/?id=${id}`,
} as const;

/** Only admin paths are followed after sign-in, so `?next=` cannot send anyone off-site. */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/admin/') || next.startsWith('//') || next.startsWith(paths.login))
    return paths.dashboard;
  return next;
}
