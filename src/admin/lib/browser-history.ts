/*
 * The browser's history as the panel's router uses it: locations, push/replace/go, and one listener told
 * of every change with how far Back/Forward moved (`delta`), so a held navigation can be undone. Each
 * entry's `history.state` is `{ usr, key, idx }`, the shape React Router wrote before, so entries made
 * by an older build of the panel still give their position.
 */

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location extends Path {
  state: unknown;
  key: string;
}

/** Where to go: a path ('/admin/products?page=2') or its parts. */
export type To = string | Partial<Path>;

export interface HistoryUpdate {
  action: NavigationType;
  location: Location;
  /** Entries moved (Back −1, Forward +1; a push 1, a replace 0); null when the entry has no position. */
  delta: number | null;
}

interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

/** Splits '/a?b=1#c' into its parts. */
export function parsePath(path: string): Partial<Path> {
  const parts: Partial<Path> = {};
  const hashAt = path.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = path.slice(hashAt);
    path = path.slice(0, hashAt);
  }
  const searchAt = path.indexOf('?');
  if (searchAt >= 0) {
    parts.search = path.slice(searchAt);
    path = path.slice(0, searchAt);
  }
  if (path) parts.pathname = path;
  return parts;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  return pathname + (search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '') + hash;
}

export function createBrowserHistory() {
  const browser = window.history;
  const entry = () => browser.state as Partial<EntryState> | null;
  let action: NavigationType = 'POP';
  let index = entry()?.idx ?? null;
  let listener: ((update: HistoryUpdate) => void) | null = null;
  if (index === null) {
    // The page's first entry gets its position, so that Back/Forward to it can be measured.
    index = 0;
    browser.replaceState({ ...entry(), idx: index }, '');
  }

  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const state = entry();
    return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
  };

  window.addEventListener('popstate', () => {
    action = 'POP';
    const next = entry()?.idx ?? null;
    const delta = next === null || index === null ? null : next - index;
    index = next;
    listener?.({ action, location: read(), delta });
  });

  const encodeLocation = (to: To): Path => {
    const url = new URL(typeof to === 'string' ? to : createPath(to), window.location.href);
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  };

  const change = (kind: 'PUSH' | 'REPLACE', to: To, state: unknown) => {
    action = kind;
    index = kind === 'PUSH' ? (entry()?.idx ?? 0) + 1 : (entry()?.idx ?? 0);
    const next: EntryState = { usr: state ?? null, key: Math.random().toString(36).slice(2, 10), idx: index };
    // Written as a full address of this origin: a path such as '//evil.example/x' (what '/admin/..//evil.example/x'
    // normalises to) would otherwise be read as another site.
    const url = window.location.origin + createPath(encodeLocation(to));
    try {
      if (kind === 'PUSH') browser.pushState(next, '', url);
      else browser.replaceState(next, '', url);
    } catch {
      // Too many entries or a state the browser cannot store: a full load still gets there, never off this origin.
      if (new URL(url).origin === window.location.origin) window.location[kind === 'PUSH' ? 'assign' : 'replace'](url);
      return;
    }
    listener?.({ action, location: read(), delta: kind === 'PUSH' ? 1 : 0 });
  };

  return {
    get action() {
      return action;
    },
    get location() {
      return read();
    },
    createHref: (to: To) => (typeof to === 'string' ? to : createPath(to)),
    encodeLocation,
    push: (to: To, state?: unknown) => change('PUSH', to, state),
    replace: (to: To, state?: unknown) => change('REPLACE', to, state),
    go: (delta: number) => browser.go(delta),
    /** The one listener (the router). */
    listen(next: (update: HistoryUpdate) => void) {
      listener = next;
      return () => {
        listener = null;
      };
    },
  };
}
