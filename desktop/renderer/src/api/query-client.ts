import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors';

/**
 * Server cache: 4xx answers are not retried; other failures once. While the server cannot be
 * reached, reads wait and show what is held (offline/reachability.ts drives React Query's onlineManager).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
    },
    // A change is never paused while offline and sent later behind the user's back (a cancelled
    // dialog's save was, issue 23): it fails at once with the offline text; the outbox keeps what may wait.
    mutations: { networkMode: 'always' },
  },
});
