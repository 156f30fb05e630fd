import type { ContentSort, ContentType } from '@reelsmith/contracts/content';
import type { ContentItem } from '@reelsmith/contracts/responses';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { ContentItem, ContentSort, ContentType };

export interface ContentFilters {
  type?: ContentType;
  status?: string;
  q?: string;
  sort: ContentSort;
}

export const PAGE_SIZE = 24;

export function getContent(f: ContentFilters, cursor: string | null, signal?: AbortSignal) {
  const p = new URLSearchParams({ sort: f.sort, limit: String(PAGE_SIZE) });
  if (f.type) p.set('type', f.type);
  if (f.status) p.set('status', f.status);
  if (f.q) p.set('q', f.q);
  if (cursor) p.set('cursor', cursor);
  return api<{ results: ContentItem[]; next: string | null }>(`/api/content?${p}`, { signal });
}

export const contentQueryOptions = (f: ContentFilters) =>
  infiniteQueryOptions({
    queryKey: ['content', 'list', f],
    queryFn: ({ pageParam, signal }) => getContent(f, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    staleTime: 10_000,
  });

/** The user's videos, scripts and audio, a page at a time (keyset cursor). */
export const useContent = (f: ContentFilters) => useInfiniteQuery(contentQueryOptions(f));
