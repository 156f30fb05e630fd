import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaptionPlatform, CaptionTone } from '@reelsmith/contracts/captions';
import { api } from '../../../lib/api-client';
import type { StudioCaption } from './types';

export const generateCaption = (body: { content: string; tone: CaptionTone; platform: CaptionPlatform }) =>
  api<StudioCaption>('/api/captions/', { method: 'POST', body });

export const useGenerateCaption = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: generateCaption,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['studio', 'captions'] }),
  });
};
