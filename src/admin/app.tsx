import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouteError, ScreenLoadFailure } from './components/layout/route-states.tsx';
import { LoadingState } from './components/ui/states.tsx';
import { discardEarlyRequests } from './early-requests.ts';
import { setEnrolmentHandler, setUnauthorizedHandler } from './lib/api-client.ts';
import { queryClient } from './lib/query-client.ts';
import { AdminRouterProvider } from './lib/router-provider.tsx';
import { LazyToaster } from './lib/toaster.tsx';
import { paths } from './paths.ts';
import { router } from './routes.tsx';

/** The admin island (`<AdminApp client:only="react" />` in src/pages/admin/index.astro). */

// Any 401 (expired or revoked token): the client has cleared the token and flagged the expiry; the
// route guard usually redirects first, this covers screens outside it.
setUnauthorizedHandler(() => {
  const { pathname, search } = router.location;
  if (pathname.startsWith(paths.login)) return;
  queryClient.clear();
  const next = encodeURIComponent(pathname + search);
  router.navigator.replace(`${paths.login}?next=${next}`);
});

// 2FA is required for every admin and this session has no second factor: the security screen enrols it.
setEnrolmentHandler(() => {
  if (router.location.pathname !== paths.security) router.navigator.replace(paths.security);
});

export default function AdminApp() {
  // The first screen's route has taken the page's early requests by now (routes.tsx starts it before
  // React renders); what is left was for other parameters and must not answer a later visit.
  useEffect(discardEarlyRequests, []);
  return (
    <QueryClientProvider client={queryClient}>
      <AdminRouterProvider
        router={router}
        // Shown while the first screen's code arrives (its route's requests are already on their way).
        fallback={<LoadingState className="min-h-screen" label="Memuat..." />}
        renderError={(error) => <RouteError error={error} />}
        renderLoadFailure={(error, retry) => <ScreenLoadFailure error={error} retry={retry} />}
      />
      <LazyToaster />
    </QueryClientProvider>
  );
}
