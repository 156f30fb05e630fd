import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface DataExport {
  id: string;
  status: 'queued' | 'running' | 'ready' | 'failed';
  percent: number;
  size_bytes: number | null;
  error: string | null;
  created_at: string;
  finished_at: string | null;
  download_url: string | null;
}

const KEY = ['account', 'export'] as const;
export const getDataExport = (signal?: AbortSignal) =>
  api<{ export: DataExport | null }>('/api/account/export', { signal });
export const dataExportQueryOptions = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }) => getDataExport(signal),
    // Follows the job while it gathers; still once it is done.
    refetchInterval: (q) =>
      ['queued', 'running'].includes(q.state.data?.export?.status ?? '') ? 2000 : false,
  });
export const useDataExport = () => useQuery(dataExportQueryOptions());

export const startDataExport = () => api<{ export: DataExport }>('/api/account/export', { method: 'POST' });
export const useStartDataExport = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: startDataExport,
    onSuccess: (data) => qc.setQueryData(KEY, data),
  });
};
