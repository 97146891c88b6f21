import type { ComponentType, ReactNode } from 'react';
import { createBrowserHistory, type Location, type NavigationType, type To } from './browser-history.ts';
import { matchRoutes, type Navigator, type RouteObject } from './navigation.tsx';

/*
 * The panel's router: its routes (navigation.tsx: `<Router>`, `useRoutes`, links and hooks) with what
 * the panel once took from React Router's data router done here: each screen's code
 * arrives before the screen renders while the previous screen stays (with `useNavigating` true), a
 * route may start its requests as soon as it is chosen (`prefetch`), and a screen may hold a
 * navigation until the user confirms (`useLeaveGuard`). The React side is router-provider.tsx.
 */

/** A screen's code, loaded once, before the screen first renders. */
export interface Screen {
  Component: ComponentType | null;
  load: () => Promise<void>;
}

/** A screen from a lazily imported module's export `name`. */
export function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Screen {
  let loading: Promise<void> | null = null;
  const entry: Screen = {
    Component: null,
    load: () =>
      (loading ??= load().then(
        (module) => {
          entry.Component = module[name];
        },
        (error: unknown) => {
          loading = null; // the next navigation asks again (e.g. back online)
          throw error;
        },
      )),
  };
  return entry;
}

export interface AdminRoute {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  /** Rendered once its code is in; the route keeps the previous screen until then. */
  screen?: Screen;
  /** Starts the route's requests when it is chosen, so they travel with the screen's code. */
  prefetch?: (location: Location) => void;
  children?: AdminRoute[];
}

/** What a screen is asked before the location changes: true holds the navigation. */
export type LeaveTest = (args: { currentLocation: Location; nextLocation: Location }) => boolean;

export interface RouterState {
  /** The location on screen: null until the first screen's code is in. */
  shown: { location: Location; action: NavigationType } | null;
  /** A location whose screen's code is still on its way. */
  pending: Location | null;
  /** The first screen's code could not load. */
  error: unknown;
  /**
   * A later screen's code could not load (offline, or a deploy replaced it): the screen on view stays,
   * with the sidebar, and the panel says why and offers to try again.
   */
  failed: { location: Location; error: unknown } | null;
}

export interface LeaveGuard {
  test: LeaveTest;
  hold: (retry: () => void) => void;
}

export type AdminRouter = ReturnType<typeof createAdminRouter>;

/** Starts at once: the first screen's code (and its route's requests) are asked for before React renders. */
export function createAdminRouter(routes: AdminRoute[]) {
  const history = createBrowserHistory();
  const routeObjects = toRouteObjects(routes);
  const listeners = new Set<() => void>();
  let state: RouterState = { shown: null, pending: history.location, error: null, failed: null };
  let lastAction: NavigationType = history.action;
  let current = history.location;
  let guard: LeaveGuard | null = null;
  // Set while the browser is sent back to undo a held Back/Forward, and while a held one proceeds.
  let undoing = false;
  let proceeding = false;

  const setState = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const show = (action: NavigationType, location: Location) => {
    current = location;
    lastAction = action;
    const matched = (matchRoutes(routeObjects, location) ?? []).flatMap(({ route }) => adminRoutes.get(route) ?? []);
    for (const route of matched) route.prefetch?.(location);
    const missing = matched.flatMap(({ screen: entry }) => (entry && !entry.Component ? [entry] : []));
    if (missing.length === 0) {
      return setState({ shown: { location, action }, pending: null, error: null, failed: null });
    }
    setState({ pending: location, failed: null });
    Promise.all(missing.map((entry) => entry.load())).then(
      () => {
        onlineRetries = 0;
        if (current === location) setState({ shown: { location, action }, pending: null, error: null, failed: null });
      },
      (error: unknown) => {
        if (current !== location) return;
        setState(state.shown ? { pending: null, failed: { location, error } } : { pending: null, error });
        // The browser announces the network's return before every request gets through again: a
        // retry the return started that fails is tried again, 1, 2 and 4 s later.
        if (onlineRetries > 0) window.setTimeout(retry, 1000 * 2 ** (3 - onlineRetries--));
      },
    );
  };

  /** Asks again for the screen whose code could not load (also done when the network comes back). */
  const retry = () => {
    if (state.failed) show(lastAction, state.failed.location);
    else if (state.error) show(lastAction, current);
  };
  let onlineRetries = 0;
  if (typeof window !== 'undefined')
    window.addEventListener('online', () => {
      onlineRetries = 3;
      retry();
    });

  const held = (nextLocation: Location) => {
    if (proceeding) {
      proceeding = false;
      return false;
    }
    return guard?.test({ currentLocation: current, nextLocation }) ?? false;
  };

  history.listen(({ action, location, delta }) => {
    if (undoing) {
      undoing = false;
      return;
    }
    if (action === 'POP' && delta && held(location)) {
      // Back/Forward already moved the URL: put it back, and go there again if the user confirms.
      undoing = true;
      history.go(-delta);
      guard?.hold(() => {
        proceeding = true;
        history.go(delta);
      });
      return;
    }
    show(action, location);
  });

  const change = (to: To, go: () => void) => {
    const { pathname, search, hash } = history.encodeLocation(to);
    const nextLocation: Location = { pathname, search, hash, state: null, key: '' };
    if (!held(nextLocation)) return go();
    guard?.hold(go);
  };

  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, routeState) => change(to, () => history.push(to, routeState)),
    replace: (to, routeState) => change(to, () => history.replace(to, routeState)),
  };

  show(history.action, history.location);

  return {
    routeObjects,
    navigator,
    get location() {
      return current;
    },
    getState: () => state,
    retry,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The screen that may hold navigations (one at a time, like React Router's blocker). */
    setGuard(next: LeaveGuard) {
      guard = next;
    },
    /** Only the guard's own screen takes it away (a screen arriving may have set its own already). */
    clearGuard(previous: LeaveGuard) {
      if (guard === previous) guard = null;
    },
  };
}

/** The route each route object was made from (for its screen and prefetch). */
const adminRoutes = new WeakMap<RouteObject, AdminRoute>();

function toRouteObjects(routes: AdminRoute[]): RouteObject[] {
  return routes.map((route) => {
    const { path, index, element, screen: entry, children } = route;
    // Keyed by path: moving between two routes of one screen (add → edit) starts it afresh.
    const shown = entry ? <LoadedScreen key={path} entry={entry} /> : element;
    const object: RouteObject = index
      ? { index: true, element: shown }
      : { path, element: shown, children: children && toRouteObjects(children) };
    adminRoutes.set(object, route);
    return object;
  });
}

function LoadedScreen({ entry }: { entry: Screen }) {
  const Loaded = entry.Component;
  return Loaded ? <Loaded /> : null;
}
