import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BILLING_QUERY_KEY } from '../../../lib/billing/billing-api';
import { storyboardQueryKey, type SavedStoryboard } from './storyboard';

/** One rendered (or rendering) version of a video. */
export interface Version {
  id: string;
  number: number;
  status: 'rendering' | 'completed' | 'failed';
  percent: number;
  error: string | null;
  createdAt: string;
  completedAt: string | null;
  durationSec: number | null;
  videoUrl: string | null;
  thumbnailUrl: string | null;
  /** The version whose storyboard and files are the video's now. */
  current: boolean;
}

const base = (videoId: string) => `/api/videos/${encodeURIComponent(videoId)}/versions`;
export const versionsQueryKey = (videoId: string) => ['storyboard', videoId, 'versions'] as const;

export const getVersions = (videoId: string, signal?: AbortSignal) =>
  api<{ versions: Version[] }>(base(videoId), { signal });

/** Newest first; asked again every second while one is rendering, for its progress. */
export const useVersions = (videoId: string) =>
  useQuery({
    ...queryOptions({
      queryKey: versionsQueryKey(videoId),
      queryFn: ({ signal }) => getVersions(videoId, signal),
    }),
    refetchInterval: (q) => (q.state.data?.versions.some((v) => v.status === 'rendering') ? 1000 : false),
  });

/** Renders the stored storyboard at `revision` as a new version. */
export function useRenderVersion(videoId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (revision: number) =>
      api<{ version: Version }>(base(videoId), { method: 'POST', body: { revision } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: versionsQueryKey(videoId) });
      void qc.invalidateQueries({ queryKey: BILLING_QUERY_KEY });
    },
  });
}

/** Makes a version's storyboard and files the video's current ones. */
export function useRestoreVersion(videoId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) =>
      api<SavedStoryboard>(`${base(videoId)}/${encodeURIComponent(versionId)}/restore`, { method: 'POST' }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: versionsQueryKey(videoId) });
      void qc.invalidateQueries({ queryKey: ['content'] });
      void qc.invalidateQueries({ queryKey: storyboardQueryKey(videoId), exact: true });
    },
  });
}
