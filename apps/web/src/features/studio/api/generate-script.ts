import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/scripts/text/: the create flow's writer; the script lands in the library. */
export interface GeneratedScript {
  generated_script: string;
  script_id: string;
  title: string;
}

export const generateScript = (body: { topic: string; vibe: string; duration: number }) =>
  api<GeneratedScript>('/api/scripts/text/', { method: 'POST', body });

export const useGenerateScript = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: generateScript,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['studio', 'scripts'] }),
  });
};
