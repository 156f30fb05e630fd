import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SpeakingRate {
  voice: string;
  words_per_minute: number;
  measured: boolean;
  measured_seconds: number;
}

export const getSpeakingRates = (signal?: AbortSignal) =>
  api<{ results: SpeakingRate[] }>('/api/scripts/speaking-rates/', { signal });

export const speakingRatesQueryOptions = () =>
  queryOptions({
    queryKey: ['studio', 'speaking-rates'],
    queryFn: ({ signal }) => getSpeakingRates(signal),
    staleTime: 60_000,
  });

export const useSpeakingRates = () => useQuery(speakingRatesQueryOptions());
