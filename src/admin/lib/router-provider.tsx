import {
  Component,
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { Router, useRoutes, type Location, type RouteObject } from './navigation.tsx';
import type { AdminRouter, LeaveGuard, LeaveTest } from './router.tsx';

/* The React side of the panel's router (router.tsx): the provider, its hooks, the error boundary. */

const RouterContext = createContext<{ router: AdminRouter; navigating: boolean } | null>(null);

function useAdminRouter() {
  const value = useContext(RouterContext);
  if (!value) throw new Error('Outside <AdminRouterProvider>');
  return value;
}

/** True while the next screen's code is on its way (the current screen stays meanwhile). */
export function useNavigating(): boolean {
  return useAdminRouter().navigating;
}

export type LeaveGuardState =
  | { state: 'unblocked'; proceed: undefined; reset: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

/**
 * Holds an in-app navigation (a link, `navigate`, Back/Forward) while `test` answers true, until the
 * user confirms (`proceed`) or stays (`reset`). Closing the tab is the page's `beforeunload`.
 */
export function useLeaveGuard(test: LeaveTest): LeaveGuardState {
  const { router } = useAdminRouter();
  const [retry, setRetry] = useState<(() => void) | null>(null);
  const testRef = useRef(test);
  useEffect(() => {
    testRef.current = test;
  });
  useEffect(() => {
    const guard: LeaveGuard = { test: (args) => testRef.current(args), hold: (next) => setRetry(() => next) };
    router.setGuard(guard);
    return () => router.clearGuard(guard);
  }, [router]);
  if (!retry) return { state: 'unblocked', proceed: undefined, reset: undefined };
  return {
    state: 'blocked',
    proceed: () => {
      setRetry(null);
      retry();
    },
    reset: () => setRetry(null),
  };
}

function RouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

interface ProviderProps {
  router: AdminRouter;
  /** Shown until the first screen's code is in. */
  fallback: ReactNode;
  /** A screen that crashed or whose code could not load. */
  renderError: (error: unknown) => ReactNode;
  /** Shown over the screen on view when the next screen's code could not load. */
  renderLoadFailure: (error: unknown, retry: () => void) => ReactNode;
}

export function AdminRouterProvider({ router, fallback, renderError, renderLoadFailure }: ProviderProps) {
  const state = useSyncExternalStore(router.subscribe, router.getState);
  if (state.error) return renderError(state.error);
  if (!state.shown) return fallback;
  return (
    <RouterContext.Provider value={{ router, navigating: state.pending !== null }}>
      <Router location={state.shown.location} navigationType={state.shown.action} navigator={router.navigator}>
        <LocationErrorBoundary location={state.shown.location} renderError={renderError}>
          <RouteTree routes={router.routeObjects} />
        </LocationErrorBoundary>
        {state.failed && renderLoadFailure(state.failed.error, router.retry)}
      </Router>
    </RouterContext.Provider>
  );
}

interface BoundaryProps {
  location: Location;
  renderError: (error: unknown) => ReactNode;
  children: ReactNode;
}

/** A crash below shows `renderError` in its place until the next navigation. */
export class LocationErrorBoundary extends Component<BoundaryProps, { error: unknown; location: Location }> {
  state = { error: null as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { location: Location }) {
    return props.location !== state.location ? { error: null, location: props.location } : null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Admin screen error:', error, info.componentStack);
  }

  render() {
    return this.state.error ? this.props.renderError(this.state.error) : this.props.children;
  }
}
