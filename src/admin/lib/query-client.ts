import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** The panel's one query cache: the screens read it, and route loaders fill it before a screen's code arrives. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // 4xx answers will not change by asking again; network blips and 5xx get one more try.
      retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});
