import type { ComponentType } from 'react';
import { Navigate, Outlet, createBrowserRouter } from 'react-router';
import { AdminLayout } from './components/layout/admin-layout.tsx';
import { RequireAuth, RequireRole } from './components/layout/guards.tsx';
import { NotFoundPage, RouteError } from './components/layout/route-states.tsx';
import { LoadingState } from './components/ui/states.tsx';
import { prefetchProductsPage } from './features/products/list-query.ts';
import { queryClient } from './lib/query-client.ts';
import { getToken } from './lib/session.ts';
import { paths } from './paths.ts';

/*
 * Each screen is its own chunk, loaded by the router (a route's `lazy`) before the screen renders: the
 * previous screen stays until the next one's code has arrived, and nothing suspends. (A React.lazy
 * screen behind a Suspense fallback would show its content no sooner than 300 ms after the fallback:
 * React throttles fallback reveals, which alone cost the first visit a third of its time.)
 */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return async () => ({ Component: (await load())[name] });
}

const loadProductListPage = () => import('./features/products/components/product-list-page.tsx');
const loadProductFormPage = () => import('./features/products/components/product-form-page.tsx');

export const router = createBrowserRouter([
  {
    path: '/admin',
    errorElement: <RouteError />,
    // Shown while the first screen's code arrives (its loader, if any, only starts requests).
    hydrateFallbackElement: <LoadingState className="min-h-screen" label="Memuat..." />,
    children: [
      { index: true, element: <Navigate to={paths.dashboard} replace /> },
      { path: 'login', lazy: screen(() => import('./features/auth/components/login-page.tsx'), 'LoginPage') },
      {
        element: (
          <RequireAuth>
            <AdminLayout />
          </RequireAuth>
        ),
        children: [
          {
            path: 'dashboard',
            lazy: screen(() => import('./features/dashboard/components/dashboard-page.tsx'), 'DashboardPage'),
          },
          {
            path: 'products',
            lazy: screen(loadProductListPage, 'ProductListPage'),
            // The screen's page of products and the categories are asked for while its code loads
            // (otherwise the data waits for the code).
            loader: ({ request }) => {
              if (getToken()) prefetchProductsPage(queryClient, new URL(request.url).searchParams);
              return null;
            },
          },
          // Each route renders its own screen, so moving between add and edit starts the form afresh
          // (tests/e2e/admin-product-list.test.ts).
          { path: 'products/add', lazy: screen(loadProductFormPage, 'ProductFormPage') },
          { path: 'products/edit/:id', lazy: screen(loadProductFormPage, 'ProductFormPage') },
          {
            path: 'products/archive',
            lazy: screen(() => import('./features/archive/components/archive-page.tsx'), 'ArchivePage'),
          },
          {
            path: 'categories',
            lazy: screen(() => import('./features/categories/components/categories-page.tsx'), 'CategoriesPage'),
          },
          {
            path: 'settings',
            element: (
              <RequireRole minimum="Manager">
                <Outlet />
              </RequireRole>
            ),
            children: [
              {
                index: true,
                lazy: screen(() => import('./features/settings/components/settings-page.tsx'), 'SettingsPage'),
              },
            ],
          },
          {
            path: 'contacts',
            lazy: screen(() => import('./features/contacts/components/contacts-page.tsx'), 'ContactsPage'),
          },
          {
            path: 'quotes',
            lazy: screen(() => import('./features/quotes/components/quotes-page.tsx'), 'QuotesPage'),
          },
          {
            path: 'quotes/:reference',
            lazy: screen(() => import('./features/quotes/components/quote-detail-page.tsx'), 'QuoteDetailPage'),
          },
          {
            path: 'quotes/:reference/penawaran',
            lazy: screen(() => import('./features/quotes/components/quotation-editor-page.tsx'), 'QuotationEditorPage'),
          },
          {
            path: 'contacts/:id',
            lazy: screen(() => import('./features/contacts/components/contact-detail-page.tsx'), 'ContactDetailPage'),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to={paths.dashboard} replace /> },
]);
