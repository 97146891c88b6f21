import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from '#admin/lib/navigation.tsx';
import { useNavigating } from '../../lib/router-provider.tsx';

/** How long typing must pause before the search reaches the URL (and, for most lists, the server). */
export const SEARCH_DELAY_MS = 250;

export interface ListParams {
  /** The URL's parameters as they are (for a query built from all of them). */
  params: URLSearchParams;
  /** A parameter's value in the URL, '' when absent. */
  get: (key: string) => string;
  /** The page asked for in the URL (1 when absent); clamp it to the page count once that is known. */
  page: number;
  /** The search in the URL (`?q=`), trimmed: what the list is filtered by. */
  search: string;
  /** What the search box shows, ahead of `search` while the user is typing. */
  searchText: string;
  setSearchText: (text: string) => void;
  /** Sets (or with '' removes) a filter; a new filter starts again at page 1. */
  set: (key: string, value: string) => void;
  setPage: (page: number) => void;
  /** Removes every filter, the search and the page. */
  clear: () => void;
}

/**
 * A list screen's state (search, filters, page) kept in the URL, so a reload, the Back button and a
 * link to the screen all show the same list. The URL entry is replaced, not pushed: Back leaves the
 * list instead of stepping through every filter tried.
 */
export function useListParams(): ListParams {
  const [params, setParams] = useSearchParams();
  const search = params.get('q')?.trim() ?? '';
  const [searchText, setSearchText] = useState(search);
  const navigating = useNavigating();

  const write = useCallback(
    (key: string, value: string, typed?: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (typed !== undefined) {
            if (typed) next.set('q', typed);
            else next.delete('q');
          }
          if (value) next.set(key, value);
          else next.delete(key);
          if (key !== 'page') next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // Typing searches after a short pause, not on every key (each search can be a request). Once the
  // user has left for another screen (a row opened within the pause, its code still on the way, so
  // this list is still shown), the pause's write would send them back to the list: it is dropped.
  useEffect(() => {
    const wanted = searchText.trim();
    if (wanted === search || navigating) return;
    const timer = window.setTimeout(() => write('q', wanted), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, search, write, navigating]);

  // A page or filter picked within that pause takes the typed search with it: the list on screen may
  // already be filtered by it, and the pause's own write must not undo the pick.
  const typed = searchText.trim();
  const set = useCallback((key: string, value: string) => write(key, value, typed), [write, typed]);

  return {
    params,
    get: (key) => params.get(key) ?? '',
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    search,
    searchText,
    setSearchText,
    set,
    setPage: (page) => set('page', page > 1 ? String(page) : ''),
    clear: () => {
      setSearchText('');
      setParams({}, { replace: true });
    },
  };
}
