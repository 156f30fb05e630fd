import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { ADMIN_KEY } from './users';

export interface AdminVideo {
  id: string;
  title: string;
  email: string;
  status: string;
  error: string | null;
  attempts: number;
  percent: number;
  created_at: string;
  updated_at: string;
}
export interface AdminJobs {
  failed: AdminVideo[];
  stuck: AdminVideo[];
  hours: { hour: string; created: number; completed: number; failed: number }[];
  render_seconds: { count: number; p50: number | null; p95: number | null };
  queue: { name: string; n: number }[];
}

export const ADMIN_JOBS_KEY = [...ADMIN_KEY, 'jobs'] as const;
export const getJobs = (signal?: AbortSignal) => api<AdminJobs>('/api/admin/jobs', { signal });
export const jobsQueryOptions = () =>
  queryOptions({
    queryKey: ADMIN_JOBS_KEY,
    queryFn: ({ signal }) => getJobs(signal),
    refetchInterval: 30_000,
  });
export const useAdminJobs = () => useQuery(jobsQueryOptions());

export const retryVideo = (id: string) =>
  api<{ status: string }>(`/api/admin/videos/${id}/retry`, { method: 'POST' });
export const cancelVideo = (id: string) =>
  api<{ status: string }>(`/api/admin/videos/${id}/cancel`, { method: 'POST' });
export const useRetryVideo = () => useInvalidatingMutation(retryVideo, [ADMIN_KEY], { wait: true });
export const useCancelVideo = () => useInvalidatingMutation(cancelVideo, [ADMIN_KEY], { wait: true });
