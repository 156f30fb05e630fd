import type { CaptionPlatform, CaptionTone } from '@reelsmith/contracts/captions';
import { api } from '../../../lib/api-client';
import type { StudioCaption } from './types';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

export const generateCaption = (body: { content: string; tone: CaptionTone; platform: CaptionPlatform }) =>
  api<StudioCaption>('/api/captions/', { method: 'POST', body });

export const useGenerateCaption = () =>
  useInvalidatingMutation(generateCaption, [['studio', 'captions']], { wait: true });
