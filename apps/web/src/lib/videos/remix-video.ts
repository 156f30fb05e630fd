import type { VideoDto } from '@reelsmith/contracts/responses';
import { api } from '../api-client';
import { BILLING_QUERY_KEY } from '../billing/billing-api';
import { useInvalidatingMutation } from '../invalidating-mutation';

/** Exactly one change (issue 41): the server makes a new video from a copy of the storyboard. */
export type RemixChange =
  | { voice: string }
  | { style: string }
  | { hook: true | string }
  | { duration: number }
  | { language: string };

export const remixVideo = ({ id, change }: { id: string; change: RemixChange }) =>
  api<VideoDto>(`/api/videos/${id}/remix`, { method: 'POST', body: change });

export const testTwoHooks = (id: string) =>
  api<{ videos: VideoDto[] }>(`/api/videos/${id}/ab-hooks`, { method: 'POST', body: {} });

// A new video shows in My Content at once, and the month's count of videos goes up.
const REFRESHED = [['content'], ['dashboard'], ['me'], BILLING_QUERY_KEY];

export const useRemixVideo = () => useInvalidatingMutation(remixVideo, REFRESHED);
export const useTestTwoHooks = () => useInvalidatingMutation(testTwoHooks, REFRESHED);
