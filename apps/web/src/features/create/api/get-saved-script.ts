import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A script from the library ("Use in a video" opens /create?script=<id>). */
export interface SavedScript {
  id: string;
  title: string;
  topic: string;
  vibe: string | null;
  content: string;
  estimated_duration: number;
}

export const getSavedScript = (id: string, signal?: AbortSignal) =>
  api<SavedScript>(`/api/scripts/${id}/`, { signal });

export const useSavedScript = (id: string | null) =>
  useQuery({
    queryKey: ['create', 'saved-script', id],
    queryFn: ({ signal }) => getSavedScript(id!, signal),
    enabled: !!id,
    staleTime: Infinity,
  });
