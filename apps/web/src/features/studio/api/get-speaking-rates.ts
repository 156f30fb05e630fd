import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@reelsmith/contracts/languages';
import { api } from '../../../lib/api-client';

export interface SpeakingRate {
  voice: string;
  words_per_minute: number;
  measured: boolean;
  measured_seconds: number;
}

/** Each voice's pace in `language`: a voice speaks Spanish at another pace than English (decision 224). */
export const getSpeakingRates = (language: Language, signal?: AbortSignal) =>
  api<{ results: SpeakingRate[] }>(`/api/scripts/speaking-rates/?language=${language}`, { signal });

export const speakingRatesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['studio', 'speaking-rates', language],
    queryFn: ({ signal }) => getSpeakingRates(language, signal),
    staleTime: 60_000,
  });

export const useSpeakingRates = (language: Language) => useQuery(speakingRatesQueryOptions(language));
