/**
 * Where the admin panel keeps its sign-in token (localStorage). The product preview page, a public
 * page, reads it too, to fetch a draft for a signed-in admin.
 */
export const ADMIN_TOKEN_KEY = 'rawlab.admin.token';
