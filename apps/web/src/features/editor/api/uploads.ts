import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** What a scene needs of one of the user's uploads (GET /api/uploads). */
export interface UploadChoice {
  id: string;
  kind: 'video' | 'photo';
  filename: string;
  duration_seconds: number;
  width: number;
  height: number;
  original_url: string;
  /** The stored file (the storyboard names it); absent from older answers. */
  key?: string;
}

/** The newest page of the user's uploads, asked only when the picker shows them. */
export const useUploadChoices = (enabled: boolean) =>
  useQuery({
    queryKey: ['uploads', 'editor-choices'],
    queryFn: ({ signal }) => api<{ results: UploadChoice[] }>('/api/uploads', { signal }),
    enabled,
    staleTime: 60_000,
  });
