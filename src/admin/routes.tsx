import { Suspense, lazy, type ComponentType } from 'react';
import { Navigate, createBrowserRouter } from 'react-router';
import { AdminLayout } from './components/layout/admin-layout.tsx';
import { RequireAuth, RequireRole } from './components/layout/guards.tsx';
import { NotFoundPage, RouteError } from './components/layout/route-states.tsx';
import { LoadingState } from './components/ui/states.tsx';
import { prefetchProductsPage } from './features/products/list-query.ts';
import { queryClient } from './lib/query-client.ts';
import { getToken } from './lib/session.ts';
import { paths } from './paths.ts';

/** Each screen is its own chunk (React.lazy); the layout shows a loader while one arrives. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const LoginPage = page(() => import('./features/auth/components/login-page.tsx'), 'LoginPage');
const DashboardPage = page(() => import('./features/dashboard/components/dashboard-page.tsx'), 'DashboardPage');
const loadProductListPage = () => import('./features/products/components/product-list-page.tsx');
const ProductListPage = page(loadProductListPage, 'ProductListPage');
const ProductFormPage = page(() => import('./features/products/components/product-form-page.tsx'), 'ProductFormPage');
const ArchivePage = page(() => import('./features/archive/components/archive-page.tsx'), 'ArchivePage');
const CategoriesPage = page(() => import('./features/categories/components/categories-page.tsx'), 'CategoriesPage');
const SettingsPage = page(() => import('./features/settings/components/settings-page.tsx'), 'SettingsPage');
const ContactsPage = page(() => import('./features/contacts/components/contacts-page.tsx'), 'ContactsPage');
const QuotesPage = page(() => import('./features/quotes/components/quotes-page.tsx'), 'QuotesPage');
const QuoteDetailPage = page(() => import('./features/quotes/components/quote-detail-page.tsx'), 'QuoteDetailPage');
const ContactDetailPage = page(
  () => import('./features/contacts/components/contact-detail-page.tsx'),
  'ContactDetailPage',
);

export const router = createBrowserRouter([
  {
    path: '/admin',
    errorElement: <RouteError />,
    // Shown for the moment a route's loader takes at the first visit (the loaders only start requests).
    hydrateFallbackElement: <LoadingState className="min-h-screen" label="Memuat..." />,
    children: [
      { index: true, element: <Navigate to={paths.dashboard} replace /> },
      {
        path: 'login',
        element: (
          <Suspense fallback={<LoadingState className="min-h-screen" label="Memuat..." />}>
            <LoginPage />
          </Suspense>
        ),
      },
      {
        element: (
          <RequireAuth>
            <AdminLayout />
          </RequireAuth>
        ),
        children: [
          { path: 'dashboard', element: <DashboardPage /> },
          {
            path: 'products',
            element: <ProductListPage />,
            // The screen's code, its page of products and the categories, all asked for at once
            // (otherwise the data waits for the code).
            loader: ({ request }) => {
              if (getToken()) {
                void loadProductListPage();
                prefetchProductsPage(queryClient, new URL(request.url).searchParams);
              }
              return null;
            },
          },
          // `key` remounts the form when moving between add and edit, so no state leaks across.
          { path: 'products/add', element: <ProductFormPage key="add" /> },
          { path: 'products/edit/:id', element: <ProductFormPage /> },
          { path: 'products/archive', element: <ArchivePage /> },
          { path: 'categories', element: <CategoriesPage /> },
          {
            path: 'settings',
            element: (
              <RequireRole minimum="Manager">
                <SettingsPage />
              </RequireRole>
            ),
          },
          { path: 'contacts', element: <ContactsPage /> },
          { path: 'quotes', element: <QuotesPage /> },
          { path: 'quotes/:reference', element: <QuoteDetailPage /> },
          { path: 'contacts/:id', element: <ContactDetailPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to={paths.dashboard} replace /> },
]);
