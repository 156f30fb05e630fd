import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../api-client';
import { VOICES_QUERY_KEY, type Voice, type VoicesAnswer } from './get-voices';

export const QUOTA_MESSAGE = 'Preview generation quota exceeded. Please try again later.';

export interface PreviewAnswer {
  preview_url: string;
  preview_text: string;
  generated_at: string;
}

/** The voice's current preview: answered at once when stored, else rendered on the server first. */
export async function generatePreview(voiceId: string): Promise<PreviewAnswer> {
  try {
    return await api<PreviewAnswer>('/api/scripts/voices/preview/generate/', {
      method: 'POST',
      body: { voice_id: voiceId },
    });
  } catch (err) {
    if (err instanceof ApiError && err.body.quota_exceeded) throw new Error(QUOTA_MESSAGE, { cause: err });
    if (err instanceof Error && err.message) throw err;
    throw new Error('Failed to generate preview', { cause: err });
  }
}

/** Generates a preview and writes it into the voice list, so every card sees it at once. */
export function useGeneratePreview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generatePreview,
    onSuccess: (answer, voiceId) => {
      queryClient.setQueriesData<VoicesAnswer>({ queryKey: VOICES_QUERY_KEY }, (old) =>
        old
          ? {
              voices: old.voices.map((v): Voice =>
                v.id === voiceId
                  ? {
                      ...v,
                      has_preview: true,
                      preview_needs_update: false,
                      preview_url: answer.preview_url,
                      preview_text: answer.preview_text,
                      last_preview_generated: answer.generated_at,
                    }
                  : v,
              ),
            }
          : old,
      );
    },
  });
}
