import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { setUnauthorizedHandler } from './lib/api-client.ts';
import { queryClient } from './lib/query-client.ts';
import { LazyToaster } from './lib/toaster.tsx';
import { paths } from './paths.ts';
import { router } from './routes.tsx';

/** The admin island (`<AdminApp client:only="react" />` in src/pages/admin/index.astro). */

// Any 401 (expired or revoked token): the client has cleared the token and flagged the expiry; the
// route guard usually redirects first, this covers screens outside it.
setUnauthorizedHandler(() => {
  const { pathname, search } = router.state.location;
  if (pathname.startsWith(paths.login)) return;
  queryClient.clear();
  const next = encodeURIComponent(pathname + search);
  void router.navigate(`${paths.login}?next=${next}`, { replace: true });
});

export default function AdminApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <LazyToaster />
    </QueryClientProvider>
  );
}
