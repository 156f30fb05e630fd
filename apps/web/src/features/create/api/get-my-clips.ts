import { queryOptions, useQuery } from '@tanstack/react-query';
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

export const getMyClips = (signal?: AbortSignal) =>
  api<{ results: MyClip[] }>('/api/uploads', { signal }).then((r) => r.results);

export const MY_CLIPS_QUERY_KEY = ['uploads', 'list'] as const;

export const myClipsQueryOptions = () =>
  queryOptions({
    queryKey: MY_CLIPS_QUERY_KEY,
    queryFn: ({ signal }) => getMyClips(signal),
    staleTime: 60_000,
  });

/** The user's own uploads, newest first; asked for only when the picker is open. */
export const useMyClips = (enabled: boolean) => useQuery({ ...myClipsQueryOptions(), enabled });
