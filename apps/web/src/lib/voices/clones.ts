import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VoiceClone, VoiceClonesAnswer } from '@reelsmith/contracts/responses';
import { isCloneVoiceId } from '@reelsmith/contracts/voices';
import { api } from '../api-client';
import { titleCase } from '../video-options';

// The user's cloned voices (decision 026): the voice library lists, makes and deletes them; the
// create flow offers them beside the catalogue voices.

export type { VoiceClone, VoiceClonesAnswer };

export const CLONES_QUERY_KEY = ['voices', 'clones'] as const;

export const getClones = (signal?: AbortSignal) => api<VoiceClonesAnswer>('/api/voices/clones/', { signal });

export const clonesQueryOptions = () =>
  queryOptions({ queryKey: CLONES_QUERY_KEY, queryFn: ({ signal }) => getClones(signal), staleTime: 60_000 });

export const useClones = () => useQuery(clonesQueryOptions());

export interface CloneRequest {
  sample: File;
  name: string;
  consent: boolean;
  removeBackgroundNoise: boolean;
}

export function createClone(req: CloneRequest): Promise<VoiceClone> {
  const form = new FormData();
  form.append('name', req.name);
  form.append('consent', req.consent ? 'true' : 'false');
  form.append('remove_background_noise', req.removeBackgroundNoise ? 'true' : 'false');
  form.append('sample', req.sample, req.sample.name);
  return api<VoiceClone>('/api/voices/clones/', { method: 'POST', body: form });
}

export const deleteClone = (id: string) =>
  api<null>(`/api/voices/clones/${encodeURIComponent(id)}/`, { method: 'DELETE' });

export function useCreateClone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClone,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CLONES_QUERY_KEY }),
  });
}

export function useDeleteClone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClone,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CLONES_QUERY_KEY }),
  });
}

/** What a voice id reads as: a clone's own name, else the catalogue name ("rachel" → "Rachel"). */
export function voiceName(id: string, clones: readonly VoiceClone[] | undefined): string {
  if (isCloneVoiceId(id)) return clones?.find((c) => c.id === id)?.name ?? 'Your cloned voice';
  return titleCase(id);
}
