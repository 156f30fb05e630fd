import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { retryRateLimitOnly } from '../../../lib/query-retry';

/** Three hooks for the script's idea, its own first (issue 13, point 6). */
export const getHooks = (scriptId: string, signal?: AbortSignal) =>
  api<{ hooks: string[] }>(`/api/scripts/${scriptId}/hooks/`, { method: 'POST', signal });

export const hooksQuery = (scriptId: string | undefined) => ({
  queryKey: ['create', 'hooks', scriptId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => getHooks(scriptId!, signal),
  enabled: !!scriptId,
  staleTime: Infinity,
  retry: retryRateLimitOnly,
});

export const useHooks = (scriptId: string | undefined) => useQuery(hooksQuery(scriptId));
