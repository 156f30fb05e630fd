import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Voice, VoicesAnswer } from '@reelsmith/contracts/responses';
import type { VoiceCategory } from '@reelsmith/contracts/voices';
import { api, ApiError } from '../api-client';
import { reasonPhrase } from '../server-errors';

export type { Voice, VoiceCategory, VoicesAnswer };

export const VOICES_QUERY_KEY = ['voices', 'with-previews'] as const;

export async function getVoices(signal?: AbortSignal): Promise<VoicesAnswer> {
  try {
    return await api<VoicesAnswer>('/api/scripts/voices/with-previews/', { signal });
  } catch (err) {
    if (err instanceof ApiError) {
      throw new Error(`Failed to fetch voices: ${err.status} ${reasonPhrase(err.status)}`, {
        cause: err,
      });
    }
    throw err;
  }
}

export const voicesQueryOptions = () =>
  queryOptions({ queryKey: VOICES_QUERY_KEY, queryFn: ({ signal }) => getVoices(signal), staleTime: 60_000 });

/** Every voice with its preview state and whether the user likes it. */
export const useVoices = () => useQuery(voicesQueryOptions());
