import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { ADMIN_KEY } from './users';

export interface AbuseReport {
  id: string;
  video_id: string;
  title: string | null;
  owner_id: string | null;
  owner_email: string | null;
  reason: string;
  details: string | null;
  resolved_at: string | null;
  resolution: string | null;
  created_at: string;
}

export const getReports = (signal?: AbortSignal) =>
  api<{ reports: AbuseReport[] }>('/api/admin/reports', { signal });
export const reportsQueryOptions = () =>
  queryOptions({ queryKey: [...ADMIN_KEY, 'reports'], queryFn: ({ signal }) => getReports(signal) });
export const useReports = () => useQuery(reportsQueryOptions());

export const resolveReport = ({ id, resolution }: { id: string; resolution: string }) =>
  api(`/api/admin/reports/${id}/resolve`, { method: 'POST', body: { resolution } });
export const useResolveReport = () => useInvalidatingMutation(resolveReport, [ADMIN_KEY], { wait: true });

export const getBlockedWords = (signal?: AbortSignal) =>
  api<{ words: string[] }>('/api/admin/blocked-words', { signal });
export const blockedWordsQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'blocked-words'],
    queryFn: ({ signal }) => getBlockedWords(signal),
  });
export const useBlockedWords = () => useQuery(blockedWordsQueryOptions());

export const setBlockedWord = ({ word, blocked }: { word: string; blocked: boolean }) =>
  api<{ words: string[] }>('/api/admin/blocked-words', { method: 'POST', body: { word, blocked } });
export const useSetBlockedWord = () => useInvalidatingMutation(setBlockedWord, [ADMIN_KEY], { wait: true });
