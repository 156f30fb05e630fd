import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VideoDto } from '@reelsmith/contracts/responses';
import { api } from '../../../lib/api-client';
import { BILLING_QUERY_KEY } from '../../../lib/billing/billing-api';

export interface ImageVideoInput {
  photos: File[];
  idea?: string;
  script?: string;
  voice: string;
  music: string;
  caption_style: string;
  vibe: string;
}

/** POST /api/videos/from-images (multipart): the video is queued and rendered like any other. */
export function useCreateImageVideo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ImageVideoInput) => {
      const fd = new FormData();
      for (const [k, v] of Object.entries(input)) if (k !== 'photos' && v) fd.append(k, String(v));
      for (const p of input.photos) fd.append('photos', p, p.name);
      return api<VideoDto>('/api/videos/from-images', { method: 'POST', body: fd });
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['content'] });
      void qc.invalidateQueries({ queryKey: ['dashboard'] });
      void qc.invalidateQueries({ queryKey: ['me'] });
      // The sidebar's usage meter: the new video is one of the month's.
      void qc.invalidateQueries({ queryKey: BILLING_QUERY_KEY });
    },
  });
}
