import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface Illustration {
  id: string;
  name: string;
  url: string;
}

export const searchIllustrations = (q: string, signal?: AbortSignal) =>
  api<{ items: Illustration[] }>(`/api/illustrations?q=${encodeURIComponent(q)}&limit=24`, { signal });

/** The builtin illustrations matching a word (asked only once there is a word). */
export const useIllustrations = (q: string) =>
  useQuery({
    queryKey: ['illustrations', q],
    queryFn: ({ signal }) => searchIllustrations(q, signal),
    enabled: q.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
