import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Voice, VoicesAnswer } from '@reelsmith/contracts/responses';
import type { VoiceCategory } from '@reelsmith/contracts/voices';
import { api, ApiError } from '../api-client';

export type { Voice, VoiceCategory, VoicesAnswer };

export const VOICES_QUERY_KEY = ['voices', 'with-previews'] as const;

// The browser's Response.statusText is empty over HTTP/2; the spec's message wants the phrase.
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export async function getVoices(signal?: AbortSignal): Promise<VoicesAnswer> {
  try {
    return await api<VoicesAnswer>('/api/scripts/voices/with-previews/', { signal });
  } catch (err) {
    if (err instanceof ApiError) {
      throw new Error(`Failed to fetch voices: ${err.status} ${REASONS[err.status] ?? 'Error'}`, {
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
