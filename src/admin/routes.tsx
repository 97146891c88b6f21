import { Navigate, Outlet } from '#admin/lib/navigation.tsx';
import { AdminLayout } from './components/layout/admin-layout.tsx';
import { RequireAuth, RequireRole } from './components/layout/guards.tsx';
import { NotFoundPage } from './components/layout/route-states.tsx';
import { prefetchProductsPage } from './features/products/list-query.ts';
import { queryClient } from './lib/query-client.ts';
import { createAdminRouter, screen } from './lib/router.tsx';
import { getToken } from './lib/session.ts';
import { paths } from './paths.ts';

/*
 * Each screen is its own chunk, loaded before the screen renders (lib/router.tsx): the previous screen
 * stays until the next one's code has arrived, and nothing suspends. (A React.lazy screen behind a
 * Suspense fallback would show its content no sooner than 300 ms after the fallback: React throttles
 * fallback reveals, which alone cost the first visit a third of its time.)
 */
const productFormPage = screen(() => import('./features/products/components/product-form-page.tsx'), 'ProductFormPage');

export const router = createAdminRouter([
  {
    path: '/admin',
    children: [
      { index: true, element: <Navigate to={paths.dashboard} replace /> },
      { path: 'login', screen: screen(() => import('./features/auth/components/login-page.tsx'), 'LoginPage') },
      {
        element: (
          <RequireAuth>
            <AdminLayout />
          </RequireAuth>
        ),
        children: [
          {
            path: 'dashboard',
            screen: screen(() => import('./features/dashboard/components/dashboard-page.tsx'), 'DashboardPage'),
          },
          {
            path: 'products',
            screen: screen(() => import('./features/products/components/product-list-page.tsx'), 'ProductListPage'),
            // The screen's page of products and the categories are asked for while its code loads
            // (otherwise the data waits for the code).
            prefetch: ({ search }) => {
              if (getToken()) prefetchProductsPage(queryClient, new URLSearchParams(search));
            },
          },
          // Each route renders its own screen, so moving between add and edit starts the form afresh
          // (tests/e2e/admin-product-list.test.ts).
          { path: 'products/add', screen: productFormPage },
          { path: 'products/edit/:id', screen: productFormPage },
          {
            path: 'products/import',
            element: (
              <RequireRole minimum="Manager">
                <Outlet />
              </RequireRole>
            ),
            children: [
              {
                index: true,
                screen: screen(
                  () => import('./features/products/components/catalogue-io/import-page.tsx'),
                  'ImportPage',
                ),
              },
            ],
          },
          {
            path: 'products/archive',
            screen: screen(() => import('./features/archive/components/archive-page.tsx'), 'ArchivePage'),
          },
          {
            path: 'categories',
            screen: screen(() => import('./features/categories/components/categories-page.tsx'), 'CategoriesPage'),
          },
          {
            path: 'feed',
            element: (
              <RequireRole minimum="Manager">
                <Outlet />
              </RequireRole>
            ),
            children: [
              { index: true, screen: screen(() => import('./features/feeds/components/feed-page.tsx'), 'FeedPage') },
            ],
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
                screen: screen(() => import('./features/settings/components/settings-page.tsx'), 'SettingsPage'),
              },
            ],
          },
          {
            path: 'security',
            screen: screen(() => import('./features/security/components/security-page.tsx'), 'SecurityPage'),
          },
          {
            path: 'contacts',
            screen: screen(() => import('./features/contacts/components/contacts-page.tsx'), 'ContactsPage'),
          },
          {
            path: 'layanan/instrumen',
            screen: screen(() => import('./features/instruments/components/instruments-page.tsx'), 'InstrumentsPage'),
          },
          {
            path: 'layanan/pengingat',
            screen: screen(() => import('./features/reminders/components/reminders-page.tsx'), 'RemindersPage'),
          },
          {
            path: 'activity',
            screen: screen(() => import('./features/activity/components/activity-page.tsx'), 'ActivityPage'),
          },
          {
            path: 'quotes',
            screen: screen(() => import('./features/quotes/components/quotes-page.tsx'), 'QuotesPage'),
          },
          {
            path: 'quotes/:reference',
            screen: screen(() => import('./features/quotes/components/quote-detail-page.tsx'), 'QuoteDetailPage'),
          },
          {
            path: 'quotes/:reference/penawaran',
            screen: screen(
              () => import('./features/quotes/components/quotation-editor-page.tsx'),
              'QuotationEditorPage',
            ),
          },
          {
            path: 'layanan',
            screen: screen(() => import('./features/service-desk/components/service-list-page.tsx'), 'ServiceListPage'),
          },
          {
            path: 'layanan/:reference',
            screen: screen(
              () => import('./features/service-desk/components/service-detail-page.tsx'),
              'ServiceDetailPage',
            ),
          },
          {
            path: 'account',
            screen: screen(() => import('./features/account/components/account-page.tsx'), 'AccountPage'),
          },
          {
            path: 'contacts/:id',
            screen: screen(() => import('./features/contacts/components/contact-detail-page.tsx'), 'ContactDetailPage'),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to={paths.dashboard} replace /> },
]);
