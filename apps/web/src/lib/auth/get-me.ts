import type { Me } from '@reelsmith/contracts/responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { getToken } from '../auth-token';
import { seedsQuery } from '../early-data';

export type { Me };

export const ME_QUERY_KEY = ['me'] as const;
const ME_PATH = '/api/users/me/';
seedsQuery(ME_PATH, ME_QUERY_KEY);

export const getMe = (signal?: AbortSignal) => api<Me>(ME_PATH, { signal });

export const meQueryOptions = () =>
  queryOptions({ queryKey: ME_QUERY_KEY, queryFn: ({ signal }) => getMe(signal), staleTime: 60_000 });

/** The signed-in user (names, plan, credits, avatar) for headers and settings; idle without a token. */
export const useMe = () => useQuery({ ...meQueryOptions(), enabled: !!getToken() });

export const displayName = (me: Pick<Me, 'first_name' | 'last_name' | 'username'>) =>
  [me.first_name, me.last_name].filter(Boolean).join(' ') || me.username;

export const initialsOf = (me: Pick<Me, 'first_name' | 'last_name' | 'username'>) =>
  ((me.first_name[0] ?? '') + (me.last_name[0] ?? '')).toUpperCase() || me.username.slice(0, 2).toUpperCase();

export const planLabel = (plan: string) =>
  ({ free: 'Free', creator: 'Creator', pro: 'Pro', business: 'Business' })[plan] ?? plan;
