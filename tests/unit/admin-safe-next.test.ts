import { describe, expect, it } from 'vitest';
import { paths, safeNext } from '#admin/paths.ts';

/* Where the login page sends a signed-in admin: only to an admin page of this origin, whatever `?next=` says. */

const ORIGIN = 'https://rawlab.example';

describe('safeNext', () => {
  it.each([
    ['/admin/..//evil.example/phish'],
    ['/admin/../\\evil.example'],
    ['/admin/%2e%2e//evil.example/'],
    ['/admin/%2E%2E/%2E%2E//evil.example/'],
    ['/admin/..\\/evil.example'],
    ['//evil.example/admin/'],
    ['\\\\evil.example/admin/'],
    ['/\\evil.example/admin/'],
    ['https://evil.example/admin/'],
    ['http://rawlab.example/admin/products'],
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['/admin/\t/../..//evil.example'],
    ['/products/ph-700'],
    ['/admin'],
    ['/admin/login'],
    ['/admin/login?next=/admin/products'],
    ['/admin/./login'],
    ['/admin/x/../../login'],
    [''],
    [null],
  ])('sends %j to the dashboard', (next) => {
    expect(safeNext(next, ORIGIN)).toBe(paths.dashboard);
  });

  it.each([
    ['/admin/products', '/admin/products'],
    ['/admin/products?q=ph&page=2#top', '/admin/products?q=ph&page=2#top'],
    ['/admin/products/edit/42', '/admin/products/edit/42'],
    ['/admin/products/../categories', '/admin/categories'],
    ['/admin/%2e%2e/admin/quotes', '/admin/quotes'],
    ['https://rawlab.example/admin/contacts', '/admin/contacts'],
    ['/admin/quotes/Q%2F2026', '/admin/quotes/Q%2F2026'],
    // Relative to this origin's root, as the browser would read it.
    ['admin/products', '/admin/products'],
  ])('follows %j as %j', (next, path) => {
    expect(safeNext(next, ORIGIN)).toBe(path);
  });
});
