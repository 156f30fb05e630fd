import { queryOptions } from '@tanstack/react-query';
import type { Storyboard } from '@reelsmith/contracts/storyboard';
import { api } from '../../../lib/api-client';

/** GET /api/videos/:id/storyboard: the document, its revision, and whether it can be edited now. */
export interface StoryboardAnswer {
  /** Null until the video's first render has made one. */
  storyboard: Storyboard | null;
  revision: number;
  editable: boolean;
  /** Why it cannot be edited (the first render is still being made, or it failed). */
  reason?: string;
}

/** PUT and PATCH answer the stored document and its new revision. */
export interface SavedStoryboard {
  storyboard: Storyboard;
  revision: number;
}

const base = (videoId: string) => `/api/videos/${encodeURIComponent(videoId)}/storyboard`;

export const storyboardQueryKey = (videoId: string) => ['storyboard', videoId] as const;

export const getStoryboard = (videoId: string, signal?: AbortSignal) =>
  api<StoryboardAnswer>(base(videoId), { signal });

export const storyboardQueryOptions = (videoId: string) =>
  queryOptions({
    queryKey: storyboardQueryKey(videoId),
    queryFn: ({ signal }) => getStoryboard(videoId, signal),
    // Back to this tab after editing in another: the newer document shows (refetch on focus).
    staleTime: 0,
  });

/** Replaces the whole document; a stale `revision` is answered 409 and nothing changes. */
export const putStoryboard = (videoId: string, storyboard: Storyboard, revision: number) =>
  api<SavedStoryboard>(base(videoId), { method: 'PUT', body: { storyboard, revision } });

/**
 * The scene as it will look, and its narration. `v` changes when what they show changes, so the
 * browser never shows an older picture or sound for an edited scene.
 */
export const stillPath = (videoId: string, sceneId: string, v: string) =>
  `${base(videoId)}/scenes/${encodeURIComponent(sceneId)}/still?v=${v}`;
export const audioPath = (videoId: string, sceneId: string, v: string) =>
  `${base(videoId)}/scenes/${encodeURIComponent(sceneId)}/audio?v=${v}`;
