import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface IdeaSuggestion {
  idea: string;
  vibe: string;
}

export const suggestIdeas = (seed: string) =>
  api<{ ideas: IdeaSuggestion[] }>('/api/ideas/', { method: 'POST', body: { seed } });

/** Ten ideas with a vibe each for a niche or a seed word. */
export const useSuggestIdeas = () => useMutation({ mutationFn: suggestIdeas });
