import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

// Screens read the API through TanStack Query (docs/decisions/028): useQuery with a feature's query
// options, refetch() or invalidation after a change. Only the routes that read data wrap themselves in
// this provider, so the landing page never loads the library.

/**
 * Each mount of a data screen gets its own cache, so opening a screen always shows its loading state
 * and then fresh data, as the screens did before. A failed read shows its error at once
 * (no silent retries), and returning to the tab does not reload behind the user's back.
 */
function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(newQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
