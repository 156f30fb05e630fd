import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/server-errors';
import { DEFAULT_STYLE, DEFAULT_VOICE, TOPIC_MAX, topicError, type VibeId } from '../../../lib/video-options';
import { newSeed, useCreateVideo } from '../../../lib/videos/create-video';
import type { VideoDto } from '@reelsmith/contracts/responses';
import type { Language } from '@reelsmith/contracts/languages';
import { languageOf } from '../../../components/ui/language-select';
import { useAccount } from '../../../components/layout/app-shell';

/** Written by the landing page's idea box before sign-up; read once here. */
export const PENDING_IDEA_KEY = 'reelsmith:pending-idea';
export { TOPIC_MAX };
const VIBE_IDS = ['meme', 'educational', 'motivational', 'comedy'];

function takePendingIdea(): { idea: string; vibe: VibeId } | null {
  const raw = localStorage.getItem(PENDING_IDEA_KEY);
  if (!raw) return null;
  localStorage.removeItem(PENDING_IDEA_KEY);
  try {
    const parsed = JSON.parse(raw) as { idea?: unknown; vibe?: unknown };
    if (typeof parsed.idea !== 'string' || !parsed.idea.trim()) return null;
    const vibe =
      typeof parsed.vibe === 'string' && VIBE_IDS.includes(parsed.vibe) ? (parsed.vibe as VibeId) : 'meme';
    return { idea: parsed.idea.slice(0, TOPIC_MAX), vibe };
  } catch {
    return null;
  }
}

export function errorText(err: unknown): string {
  if (err instanceof ApiError) return apiErrorText(err);
  return 'Failed to generate video. Please try again.';
}

/** The dashboard's one-shot box: an idea and a vibe, one click to a rendered video. */
export function useQuickCreate() {
  const account = useAccount();
  const [idea, setIdea] = useState('');
  const [vibe, setVibe] = useState<VibeId>('meme');
  const [duration, setDuration] = useState(30);
  // The box starts in the account's language (Settings) until the creator picks another here.
  const [picked, setLanguage] = useState<Language | null>(null);
  const language = picked ?? languageOf(account?.default_language);
  const [error, setError] = useState('');
  const [active, setActive] = useState<VideoDto | null>(null);
  const [fromLanding, setFromLanding] = useState(false);
  const create = useCreateVideo();
  const queryClient = useQueryClient();

  useEffect(() => {
    const pending = takePendingIdea();
    if (pending) {
      setIdea(pending.idea);
      setVibe(pending.vibe);
      setFromLanding(true);
    }
  }, []);

  const start = async (input: { idea: string; vibe: VibeId; seed?: number; language?: Language }) => {
    const trimmed = input.idea.trim();
    const problem = topicError(trimmed);
    setError(problem);
    if (problem) return;
    setIdea(trimmed);
    setVibe(input.vibe);
    try {
      const video = await create.mutateAsync({
        idea: trimmed,
        vibe: input.vibe,
        duration,
        language: input.language ?? language,
        voice: account?.default_voice ?? DEFAULT_VOICE,
        style: account?.default_style ?? DEFAULT_STYLE,
        caption_style: account?.default_caption_preset ?? 'bold',
        music: 'auto',
        seed: input.seed,
      });
      setActive(video);
      setFromLanding(false);
    } catch (err) {
      // The month's limit is the notice above the box (from the fresh count), not a field error.
      if (err instanceof ApiError && err.body.code === 'plan_limit_reached')
        await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      else setError(errorText(err));
    }
  };

  return {
    idea,
    setIdea: (v: string) => {
      setIdea(v);
      if (error) setError('');
    },
    vibe,
    setVibe,
    duration,
    setDuration,
    language,
    setLanguage,
    error,
    active,
    fromLanding,
    busy: create.isPending,
    submit: () => start({ idea, vibe }),
    start,
    // Another version speaks the language the first one did, whatever the box now says.
    anotherVersion: (v: VideoDto) =>
      start({ idea: v.idea, vibe: v.vibe as VibeId, seed: newSeed(), language: languageOf(v.language) }),
    clear: () => {
      setActive(null);
      setIdea('');
    },
  };
}
