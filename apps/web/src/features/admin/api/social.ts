import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY } from './users';

export interface AdminSocial {
  days: number;
  platforms: { platform: string; posted: number; failed: number; waiting: number }[];
  failures: { platform: string; error: string; count: number; last_at: string | null }[];
}

export const getSocial = (signal?: AbortSignal) => api<AdminSocial>('/api/admin/social', { signal });
export const socialQueryOptions = () =>
  queryOptions({ queryKey: [...ADMIN_KEY, 'social'], queryFn: ({ signal }) => getSocial(signal) });
export const useAdminSocial = () => useQuery(socialQueryOptions());
