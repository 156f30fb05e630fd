import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScriptStatus } from '@reelsmith/contracts/captions';
import { api } from '../../../lib/api-client';
import type { StudioScript } from './types';

export interface NewScript {
  title?: string;
  content: string;
  category?: string;
  status?: ScriptStatus;
}

export const createScript = (body: NewScript) =>
  api<StudioScript>('/api/scripts/', { method: 'POST', body: { ...body } });

export const useCreateScript = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createScript,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['studio', 'scripts'] }),
  });
};
