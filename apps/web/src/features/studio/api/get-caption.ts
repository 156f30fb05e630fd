import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { StudioCaption } from './types';

export const getCaption = (id: string, signal?: AbortSignal) =>
  api<StudioCaption>(`/api/captions/${id}/`, { signal });

export const captionQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['studio', 'caption', id], queryFn: ({ signal }) => getCaption(id, signal) });

export const useCaption = (id: string) => useQuery(captionQueryOptions(id));
