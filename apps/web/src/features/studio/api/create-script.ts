import type { ScriptStatus } from '@reelsmith/contracts/captions';
import { api } from '../../../lib/api-client';
import type { StudioScript } from './types';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

export interface NewScript {
  title?: string;
  content: string;
  category?: string;
  status?: ScriptStatus;
}

export const createScript = (body: NewScript) =>
  api<StudioScript>('/api/scripts/', { method: 'POST', body: { ...body } });

export const useCreateScript = () =>
  useInvalidatingMutation(createScript, [['studio', 'scripts']], { wait: true });
