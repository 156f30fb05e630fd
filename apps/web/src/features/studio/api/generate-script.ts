import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

/** POST /api/scripts/text/: the create flow's writer; the script lands in the library. */
export interface GeneratedScript {
  generated_script: string;
  script_id: string;
  title: string;
}

export const generateScript = (body: { topic: string; vibe: string; duration: number }) =>
  api<GeneratedScript>('/api/scripts/text/', { method: 'POST', body });

export const useGenerateScript = () =>
  useInvalidatingMutation(generateScript, [['studio', 'scripts']], { wait: true });
