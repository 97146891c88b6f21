import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPath, parsePath, type Location, type NavigationType, type Path, type To } from './browser-history.ts';

/*
 * What the panel's screens use of a router, written for the panel: routes matched by path (`:param`
 * segments, a trailing `*`, index and pathless layout routes, the most specific first), `<Outlet>`,
 * `<Link>`, `<NavLink>`, `<Navigate>` and the location, params and search-params hooks. It replaced
 * React Router's declarative routes, which were about 11 KB gzip of the 34 KB every admin screen loads
 * before it shows; router.tsx and router-provider.tsx do the loading, prefetching and leave guard.
 */

export type { Location, NavigationType, To };

export interface Navigator {
  createHref: (to: To) => string;
  encodeLocation: (to: To) => Path;
  go: (delta: number) => void;
  push: (to: To, state?: unknown) => void;
  replace: (to: To, state?: unknown) => void;
}

export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

export interface RouteMatch {
  route: RouteObject;
  params: Record<string, string>;
}

interface Branch {
  pattern: string;
  score: number;
  routes: RouteObject[];
}

const joinPaths = (parent: string, path: string) => `${parent}/${path}`.replace(/\/\/+/g, '/');

/** Every route that can end a match, with its full pattern and the routes leading to it. */
function branches(routes: RouteObject[], parentPath = '', parents: RouteObject[] = [], into: Branch[] = []) {
  for (const route of routes) {
    const pattern = route.path ? joinPaths(parentPath, route.path) : parentPath;
    const chain = [...parents, route];
    if (route.children) branches(route.children, pattern, chain, into);
    if (route.path || route.index) into.push({ pattern, score: score(pattern, route.index), routes: chain });
  }
  return into;
}

/** Static segments outrank `:param`s, which outrank a `*`; an index route outranks its parent. */
function score(pattern: string, index?: boolean) {
  const segments = pattern.split('/');
  let total = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') total -= 2;
    else if (segment.startsWith(':')) total += 3;
    else total += segment ? 10 : 1;
  }
  return total;
}

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let at = 0; at < want.length; at++) {
    const segment = want[at]!;
    if (segment === '*') {
      params['*'] = have.slice(at).join('/');
      return params;
    }
    const part = have[at];
    if (part === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponentSafe(part);
    else if (segment.toLowerCase() !== part.toLowerCase()) return null;
  }
  return have.length === want.length ? params : null;
}

function decodeURIComponentSafe(part: string) {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

const branchCache = new WeakMap<RouteObject[], Branch[]>();

/** The routes, outermost first, that `location` renders; null when none matches. */
export function matchRoutes(routes: RouteObject[], location: Pick<Location, 'pathname'>): RouteMatch[] | null {
  let ranked = branchCache.get(routes);
  if (!ranked) {
    // A stable sort: equally specific routes keep the order they were written in.
    ranked = branches(routes).sort((a, b) => b.score - a.score);
    branchCache.set(routes, ranked);
  }
  for (const branch of ranked) {
    const params = matchPattern(branch.pattern, location.pathname);
    if (params) return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}

interface RouterValue {
  location: Location;
  navigationType: NavigationType;
  navigator: Navigator;
}

const RouterContext = createContext<RouterValue | null>(null);
const RouteContext = createContext<{ outlet: ReactNode; params: Record<string, string> }>({
  outlet: null,
  params: {},
});

function useRouterValue(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('Outside <Router>');
  return value;
}

export function Router({ children, ...value }: RouterValue & { children: ReactNode }) {
  const { location, navigationType, navigator } = value;
  const memo = useMemo(() => ({ location, navigationType, navigator }), [location, navigationType, navigator]);
  return <RouterContext.Provider value={memo}>{children}</RouterContext.Provider>;
}

/** The element of the route `location` matches, its parents' elements around it (through `<Outlet>`). */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { location } = useRouterValue();
  const matches = matchRoutes(routes, location);
  if (!matches) return null;
  const params = matches[0]!.params;
  return matches.reduceRight<ReactNode>(
    (outlet, { route }) => (
      <RouteContext.Provider value={{ outlet, params }}>
        {route.element === undefined ? outlet : route.element}
      </RouteContext.Provider>
    ),
    null,
  );
}

/** Where a layout route shows the route matched inside it. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

export function useLocation(): Location {
  return useRouterValue().location;
}

export function useParams<K extends string = string>(): Partial<Record<K, string>> {
  return useContext(RouteContext).params as Partial<Record<K, string>>;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** A path, or a '?search' on the current page, as the navigator takes it. */
function resolve(to: To, pathname: string): Partial<Path> {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return path.pathname ? path : { ...path, pathname };
}

/** A function that navigates; the same function while the path stays (effects may depend on it). */
export function useNavigate() {
  const { navigator, location } = useRouterValue();
  const { pathname } = location;
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') return navigator.go(to);
      const path = resolve(to, pathname);
      if (options.replace) navigator.replace(path, options.state);
      else navigator.push(path, options.state);
    },
    [navigator, pathname],
  );
}

/** Navigates once rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const target = typeof to === 'string' ? to : createPath(to);
  useEffect(() => {
    navigate(target, { replace, state });
    // Once for each place it points to, as a redirect should.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, replace]);
  return null;
}

/** The URL's search parameters, and a setter that writes them as a new (or, with `replace`, the same) entry. */
export function useSearchParams() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (
      next: URLSearchParams | Record<string, string> | ((current: URLSearchParams) => URLSearchParams),
      options?: NavigateOptions,
    ) => navigate(`?${new URLSearchParams(typeof next === 'function' ? next(params) : next)}`, options),
    [navigate, params],
  );
  return [params, setParams] as const;
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'>;

export interface LinkProps extends AnchorProps, NavigateOptions {
  to: To;
  className?: string;
}

/** An `<a>` whose plain left click navigates in the panel; a new tab or window opens as any link. */
export function Link({ to, replace, state, onClick, target, ...props }: LinkProps) {
  const { navigator, location } = useRouterValue();
  const navigate = useNavigate();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // A link to where one already is replaces the entry, so Back does not step through copies of it.
    navigate(to, { replace: replace ?? createPath(resolve(to, location.pathname)) === createPath(location), state });
  };
  return <a {...props} target={target} href={navigator.createHref(to)} onClick={click} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className?: string | ((state: { isActive: boolean }) => string);
  /** Active only on its own path, not on the paths under it. */
  end?: boolean;
}

/** A link that knows whether it points to the screen on view (`aria-current="page"`). */
export function NavLink({ className, end = false, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = (typeof props.to === 'string' ? parsePath(props.to) : props.to).pathname ?? pathname;
  const here = pathname.toLowerCase();
  const there = target.toLowerCase().replace(/(.)\/$/, '$1');
  const isActive = here === there || (!end && here.startsWith(there) && here.charAt(there.length) === '/');
  return (
    <Link
      {...props}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
