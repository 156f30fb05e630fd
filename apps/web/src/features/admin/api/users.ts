import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface AdminUser {
  id: string;
  email: string;
  username: string;
  operator: boolean;
  active: boolean;
  closed_at: string | null;
  banned_at: string | null;
  ban_reason: string | null;
  plan: string;
  plan_source: 'free' | 'grant' | 'subscription' | 'team';
  granted_until: string | null;
  videos_used: number;
  videos_limit: number | null;
  voice_used: number;
  voice_limit: number | null;
  last_login_at: string | null;
  joined_at: string;
}

export const ADMIN_KEY = ['admin'] as const;
export const ADMIN_USERS_KEY = [...ADMIN_KEY, 'users'] as const;

export const listUsers = (q: string, signal?: AbortSignal) =>
  api<{ users: AdminUser[] }>(`/api/admin/users?q=${encodeURIComponent(q)}`, { signal });
export const usersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...ADMIN_USERS_KEY, q],
    queryFn: ({ signal }) => listUsers(q, signal),
    placeholderData: keepPreviousData,
  });
export const useAdminUsers = (q: string) => useQuery(usersQueryOptions(q));
