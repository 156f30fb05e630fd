import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ContentType = 'video' | 'script' | 'audio';
export type ContentSort = 'newest' | 'oldest' | 'title';

export interface ContentItem {
  type: ContentType;
  id: string;
  title: string;
  summary: string;
  excerpt: string | null;
  status: string;
  percent: number;
  error: string | null;
  duration_seconds: number | null;
  word_count: number | null;
  thumbnail_url: string | null;
  media_url: string | null;
  download_url: string | null;
  vibe: string | null;
  voice: string | null;
  style: string | null;
  caption_style: string | null;
  music: string | null;
  target_duration: number | null;
  script_id: string | null;
  audio_id: string | null;
  created_at: string;
}

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
