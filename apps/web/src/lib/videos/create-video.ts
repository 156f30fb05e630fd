import { api } from '../api-client';
import { BILLING_QUERY_KEY } from '../billing/billing-api';
import type { VideoDto } from '@reelsmith/contracts/responses';
import { useInvalidatingMutation } from '../invalidating-mutation';

export interface CreateVideoInput {
  idea: string;
  vibe: string;
  voice?: string;
  style?: string;
  duration?: number;
  /** ISO 639-1: what the video is written and spoken in (the server's default is English). */
  language?: string;
  caption_style?: string;
  music?: string;
  script_id?: string;
  audio_id?: string;
  seed?: number;
  /** The user's own uploads shown as B-roll, one per scene in order. */
  broll_upload_ids?: string[];
}

export const createVideo = (input: CreateVideoInput) =>
  api<VideoDto>('/api/videos', { method: 'POST', body: { ...input } });

/** Starts a render; lists and stats refresh so the new video shows up at once. */
export function useCreateVideo() {
  // The header's account menu shows the credits left too, the sidebar the month's usage.
  return useInvalidatingMutation(createVideo, [['content'], ['dashboard'], ['me'], BILLING_QUERY_KEY]);
}

/** A fresh seed for "make another version". */
export const newSeed = () => Math.floor(Math.random() * 1_000_000);
