import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { StudioScript } from './types';

export const getScript = (id: string, signal?: AbortSignal) =>
  api<StudioScript>(`/api/scripts/${id}/`, { signal });

export const scriptQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['studio', 'script', id], queryFn: ({ signal }) => getScript(id, signal) });

export const useScript = (id: string | null) => useQuery({ ...scriptQueryOptions(id ?? ''), enabled: !!id });
