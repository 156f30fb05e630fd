import { api } from '../../../lib/api-client';
import type { PostJob } from './get-posts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

export interface CreatePostInput {
  title: string;
  description: string;
  /** The id of one of the user's finished videos. */
  video_file_path: string;
  hashtags: string[];
  platforms: string[];
  /** Wall-clock `YYYY-MM-DDTHH:mm` in `time_zone`, or null to post now. */
  scheduled_for: string | null;
  time_zone: string;
}

export const createPost = (body: CreatePostInput) =>
  api<PostJob>('/api/social/posts/create/', { method: 'POST', body: { ...body } });

export function useCreatePost() {
  // A post changed: its list and the stats, not the connections or the videos to choose from.
  return useInvalidatingMutation(createPost, [
    ['social', 'posts'],
    ['social', 'stats'],
  ]);
}
