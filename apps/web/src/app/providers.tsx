import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { rateLimitWait, retryDelay, retryQuery } from '../lib/query-retry';
import { theme } from '../lib/theme';

// Fetched the first time a screen waits out a 429, not on every first load.
const RateLimitNotice = lazy(() =>
  import('../components/ui/rate-limit-notice').then((m) => ({ default: m.RateLimitNotice })),
);

/** Nothing is waited out while the build prerenders a page. */
const noWait = () => 0;

function RateLimitNoticeWhenWaiting() {
  const retryAt = useSyncExternalStore(rateLimitWait.subscribe, rateLimitWait.retryAt, noWait);
  return retryAt ? (
    <Suspense fallback={null}>
      <RateLimitNotice />
    </Suspense>
  ) : null;
}

/** The app's one query cache (main.tsx fills it with the first screen's early answers). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 429 is waited out for its Retry-After, with a notice saying so, and asked again; a
      // 5xx or a dropped connection twice; any other 4xx is shown (decisions 061, 170).
      retry: retryQuery,
      retryDelay,
      refetchOnWindowFocus: false,
    },
  },
});

export function AppProviders({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RateLimitNoticeWhenWaiting />
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
