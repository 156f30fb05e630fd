import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const generatePreview = (voiceId: string) =>
  api<{ preview_url: string; preview_text?: string; generated_at?: string }>(
    '/api/scripts/voices/preview/generate/',
    { method: 'POST', body: { voice_id: voiceId } },
  );

/** Makes a voice's preview on first play; the list then knows it has one. */
export function useGeneratePreview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: generatePreview,
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['voices'] }),
  });
}
