import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Page, StudioCaption } from './types';

const PAGE_SIZE = 10;

export const listCaptions = (page: number, signal?: AbortSignal) =>
  api<Page<StudioCaption>>(`/api/captions/?page=${page}&page_size=${PAGE_SIZE}`, { signal });

export const captionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['studio', 'captions'],
    queryFn: ({ pageParam, signal }) => listCaptions(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.count ? last.page + 1 : undefined),
  });

export const useCaptions = () => useInfiniteQuery(captionsQueryOptions());
