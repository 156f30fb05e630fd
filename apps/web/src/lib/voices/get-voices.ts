import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Voice, VoicesAnswer } from '@reelsmith/contracts/responses';
import type { VoiceCategory } from '@reelsmith/contracts/voices';
import { DEFAULT_LANGUAGE, type Language } from '@reelsmith/contracts/languages';
import { api, ApiError } from '../api-client';
import { reasonPhrase } from '../server-errors';

export type { Voice, VoiceCategory, VoicesAnswer };

/** Every voice list (one per language) starts with this key: a change to one voice updates them all. */
export const VOICES_QUERY_KEY = ['voices', 'with-previews'] as const;

export async function getVoices(
  signal?: AbortSignal,
  language: Language = DEFAULT_LANGUAGE,
): Promise<VoicesAnswer> {
  const query = language === DEFAULT_LANGUAGE ? '' : `?language=${language}`;
  try {
    return await api<VoicesAnswer>(`/api/scripts/voices/with-previews/${query}`, { signal });
  } catch (err) {
    if (err instanceof ApiError) {
      throw new Error(`Failed to fetch voices: ${err.status} ${reasonPhrase(err.status)}`, {
        cause: err,
      });
    }
    throw err;
  }
}

export const voicesQueryOptions = (language: Language = DEFAULT_LANGUAGE) =>
  queryOptions({
    queryKey: [...VOICES_QUERY_KEY, language],
    queryFn: ({ signal }) => getVoices(signal, language),
    staleTime: 60_000,
    // Another language keeps the list on screen until its own answer arrives.
    placeholderData: keepPreviousData,
  });

/**
 * Every voice with its preview state and whether the user likes it, as it speaks `language`
 * (offline, another language than English is a robotic voice, and the list says so).
 */
export const useVoices = (language?: Language) => useQuery(voicesQueryOptions(language));
