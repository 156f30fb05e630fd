import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY } from './users';

export interface Vendor {
  id: string;
  name: string;
  purpose: string;
  configured: boolean;
  summary: string;
  variables: { name: string; set: boolean; secret: boolean; note: string }[];
}
export interface TestAnswer {
  ok: boolean;
  call: string;
  answer: string;
  ms: number;
}

export const getConfiguration = (signal?: AbortSignal) =>
  api<{ vendors: Vendor[] }>('/api/admin/configuration', { signal });
export const configurationQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'configuration'],
    queryFn: ({ signal }) => getConfiguration(signal),
  });
export const useConfiguration = () => useQuery(configurationQueryOptions());

export const testConnection = (vendor: string) =>
  api<TestAnswer>(`/api/admin/configuration/${vendor}/test`, { method: 'POST' });
/** One test call; the audit log (which records it) refreshes after. */
export function useTestConnection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: testConnection,
    onSettled: () => qc.invalidateQueries({ queryKey: [...ADMIN_KEY, 'audit'] }),
  });
}
