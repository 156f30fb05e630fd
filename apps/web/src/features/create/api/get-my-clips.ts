import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** What the B-roll picker needs of an upload (GET /api/uploads). */
export interface MyClip {
  id: string;
  /** A photo is shown as a still with a slow pan for its scene (decision 045). */
  kind: 'video' | 'photo';
  filename: string;
  duration_seconds: number;
  width: number;
  height: number;
  /** Signed link to the file as uploaded: a `<video>` shows its first frame as the thumbnail, a photo is itself. */
  original_url: string;
}

/** One page of the user's uploads, newest first; `next` is the cursor of the older page, or null. */
export interface MyClipsPage {
  results: MyClip[];
  next: string | null;
}

export const getMyClips = (cursor: string | null, signal?: AbortSignal) =>
  api<MyClipsPage>(`/api/uploads${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { signal }).then(
    (r) => ({ results: r.results, next: r.next ?? null }),
  );

export const MY_CLIPS_QUERY_KEY = ['uploads', 'list'] as const;
export type MyClipsData = InfiniteData<MyClipsPage, string | null>;

export const myClipsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: MY_CLIPS_QUERY_KEY,
    queryFn: ({ signal, pageParam }) => getMyClips(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    staleTime: 60_000,
  });

/** The user's own uploads, newest first, a page at a time; asked for only when the picker is open. */
export const useMyClips = (enabled: boolean) => useInfiniteQuery({ ...myClipsQueryOptions(), enabled });
