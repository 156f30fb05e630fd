import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SignInProviders {
  google: boolean;
}

/** Which outside sign-ins this server offers; none when the question cannot be answered. */
export const signInProvidersQuery = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: () => api<SignInProviders>('/api/auth/providers/', { anonymous: true }),
  staleTime: 5 * 60_000,
  retry: false,
});

export const useSignInProviders = () => useQuery(signInProvidersQuery);

/** Where "Continue with Google" sends the browser (a full page load: Google's screen, then back). */
export const googleStartUrl = (next: string) => `/api/auth/google/start/?next=${encodeURIComponent(next)}`;
