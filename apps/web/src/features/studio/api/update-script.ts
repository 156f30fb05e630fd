import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScriptStatus } from '@reelsmith/contracts/captions';
import { api } from '../../../lib/api-client';
import type { StudioScript } from './types';

export interface ScriptChanges {
  title?: string;
  content?: string;
  category?: string;
  status?: ScriptStatus;
}

export const updateScript = ({ id, ...body }: ScriptChanges & { id: string }) =>
  api<StudioScript>(`/api/scripts/${id}/`, { method: 'PATCH', body });

export const useUpdateScript = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateScript,
    onSuccess: (s) => {
      qc.setQueryData(['studio', 'script', s.id], s);
      return qc.invalidateQueries({ queryKey: ['studio', 'scripts'] });
    },
  });
};
