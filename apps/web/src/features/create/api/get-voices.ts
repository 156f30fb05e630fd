import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface Voice {
  id: string;
  name: string;
  description: string;
  accent: string;
  tone: string;
  category: string;
  mood: string;
  gender: string;
  has_preview: boolean;
  preview_url: string | null;
  preview_needs_update: boolean;
  is_favorite: boolean;
}

export const getVoices = (signal?: AbortSignal) =>
  api<{ voices: Voice[] }>('/api/scripts/voices/with-previews/', { signal });

export const voicesQueryOptions = () =>
  queryOptions({
    queryKey: ['voices', 'with-previews'],
    queryFn: ({ signal }) => getVoices(signal),
    staleTime: 5 * 60_000,
    retry: 1,
  });

export const useVoices = () => useQuery(voicesQueryOptions());
