import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type PostStatus = 'pending' | 'processing' | 'posted' | 'failed' | 'scheduled' | 'cancelled';

export interface PostJob {
  id: string;
  title: string;
  description: string;
  status: PostStatus;
  platforms: { platform_name: string; status: string; error_message: string | null; url: string | null }[];
  total_views: number;
  total_likes: number;
  total_comments: number;
  total_shares: number;
  created_at: string;
  error_message: string | null;
  scheduled_for: string | null;
  time_zone: string;
  hashtags: string[];
}

export const getPosts = () => api<PostJob[]>('/api/social/posts/');

const busy = (jobs: PostJob[] | undefined) =>
  jobs?.some((j) => j.status === 'pending' || j.status === 'processing');

export const postsQuery = () =>
  queryOptions({
    queryKey: ['social', 'posts'],
    queryFn: getPosts,
    // Follow jobs while they run; otherwise refresh now and then for metrics and scheduled posts.
    // Every 5 s, not 2 s: 12 of the account's 60 calls a minute, not 30 (decision 061).
    refetchInterval: (q) => (busy(q.state.data) ? 5000 : 30_000),
  });

export const usePosts = () => useQuery(postsQuery());
