import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface IdeasAnswer {
  seed: string | null;
  ideas: Array<{ idea: string; vibe: string }>;
}

/** Three ideas from the generator, seeded by the best post; page 1, 2... are the next three. */
export const getIdeas = (page: number) => api<IdeasAnswer>(`/api/analytics/ideas?page=${page}`);

export const ideasQuery = (page: number) =>
  queryOptions({
    queryKey: ['analytics', 'ideas', page],
    queryFn: () => getIdeas(page),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });

export const useIdeas = (page: number) => useQuery(ideasQuery(page));
