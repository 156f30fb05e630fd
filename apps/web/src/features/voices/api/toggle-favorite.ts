import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { VOICES_QUERY_KEY, type VoicesAnswer } from '../../../lib/voices/get-voices';

export interface FavoritesAnswer {
  voice_ids: string[];
}

/** The create flow reads the same list; its cache is refreshed after every change. */
export const FAVORITES_QUERY_KEY = ['voices', 'favorites'] as const;
const FAVORITE_MUTATION_KEY = ['voices', 'favorite'] as const;

/** Adds (PUT) or removes (DELETE) one favourite voice; both are idempotent on the server. */
export const setFavorite = ({ voiceId, favorite }: { voiceId: string; favorite: boolean }) =>
  api<FavoritesAnswer>(`/api/voices/favorites/${encodeURIComponent(voiceId)}/`, {
    method: favorite ? 'PUT' : 'DELETE',
  });

/** The heart: flips at once, rolls back if the server refuses. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const write = (ids: (id: string, was: boolean) => boolean) =>
    queryClient.setQueriesData<VoicesAnswer>({ queryKey: VOICES_QUERY_KEY }, (old) =>
      old ? { voices: old.voices.map((v) => ({ ...v, is_favorite: ids(v.id, v.is_favorite) })) } : old,
    );
  return useMutation({
    mutationKey: FAVORITE_MUTATION_KEY,
    mutationFn: setFavorite,
    onMutate: async ({ voiceId, favorite }) => {
      await queryClient.cancelQueries({ queryKey: VOICES_QUERY_KEY });
      // Every language's list holds the heart: each is put back as it was on a refusal.
      const before = queryClient.getQueriesData<VoicesAnswer>({ queryKey: VOICES_QUERY_KEY });
      write((id, was) => (id === voiceId ? favorite : was));
      return { before };
    },
    onError: (_err, _vars, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(FAVORITES_QUERY_KEY, answer);
      // With another heart still on its way, its optimistic state stays until its own answer.
      if (queryClient.isMutating({ mutationKey: FAVORITE_MUTATION_KEY }) > 1) return;
      const liked = new Set(answer.voice_ids);
      write((id) => liked.has(id));
    },
  });
}
