import type { PromptInstructions } from '@reelsmith/contracts/instructions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { getToken } from '../auth-token';

// The one client of the prompt-instructions API, used by Settings and the create flow.
export type { PromptInstructions };

export interface InstructionsAnswer {
  instructions: PromptInstructions;
  /** Whether the plan includes them (Creator and Business). */
  available: boolean;
  plan: string;
}

export interface InstructionsPreview {
  topic: string;
  without: { hook: string; script: string; call_to_action: string };
  with: { hook: string; script: string; call_to_action: string };
}

const KEY = ['prompt-instructions'] as const;

export const getInstructions = (signal?: AbortSignal) =>
  api<InstructionsAnswer>('/api/users/me/prompt-instructions/', { signal });

export const useInstructions = () =>
  useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => getInstructions(signal),
    enabled: !!getToken(),
    staleTime: 60_000,
  });

export const saveInstructions = (body: PromptInstructions) =>
  api<InstructionsAnswer>('/api/users/me/prompt-instructions/', { method: 'PUT', body: { ...body } });

export const useSaveInstructions = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveInstructions, onSuccess: (data) => qc.setQueryData(KEY, data) });
};

export const previewInstructions = (body: { topic?: string; instructions: PromptInstructions }) =>
  api<InstructionsPreview>('/api/scripts/instructions/preview/', { method: 'POST', body: { ...body } });

export const usePreviewInstructions = () => useMutation({ mutationFn: previewInstructions });

/** Only the fields with a value, so an empty form sends nothing. */
export function compactInstructions(i: PromptInstructions): PromptInstructions {
  const out: PromptInstructions = {};
  if (i.audience?.trim()) out.audience = i.audience.trim();
  if (i.tone) out.tone = i.tone;
  if (i.call_to_action?.trim()) out.call_to_action = i.call_to_action.trim();
  if (i.brand_name?.trim()) out.brand_name = i.brand_name.trim();
  const words = (i.avoid_words ?? []).map((w) => w.trim()).filter(Boolean);
  if (words.length) out.avoid_words = words;
  if (i.reading_level) out.reading_level = i.reading_level;
  return out;
}
