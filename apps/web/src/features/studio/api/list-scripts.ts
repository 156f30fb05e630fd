import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Page, StudioScript } from './types';

export const SCRIPTS_PAGE_SIZE = 12;

export interface ScriptFilter {
  search: string;
  category: string | null;
}

export const listScripts = (f: ScriptFilter, page: number, signal?: AbortSignal) => {
  const q = new URLSearchParams({ page: String(page), page_size: String(SCRIPTS_PAGE_SIZE) });
  if (f.search.trim()) q.set('search', f.search.trim());
  if (f.category) q.set('category', f.category);
  return api<Page<StudioScript>>(`/api/scripts/?${q}`, { signal });
};

export const scriptsQueryOptions = (f: ScriptFilter) =>
  infiniteQueryOptions({
    queryKey: ['studio', 'scripts', f],
    queryFn: ({ pageParam, signal }) => listScripts(f, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.count ? last.page + 1 : undefined),
  });

/** The library, one server page at a time ("Load more"). */
export const useScripts = (f: ScriptFilter) => useInfiniteQuery(scriptsQueryOptions(f));
