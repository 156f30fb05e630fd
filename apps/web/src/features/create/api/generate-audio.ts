import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { requireToken } from '../../../lib/auth-token';

/** The spec's audio limit. */
export const MAX_AUDIO_CHARS = 1000;

export interface AudioResult {
  success: boolean;
  audio_url: string;
  content_id: string;
  voice_used: string;
  character_count: number;
  was_cached: boolean;
  duration_seconds: number;
}

export const generateAudio = async (body: { script: string; original_topic: string; voice: string }) => {
  requireToken();
  return api<AudioResult>('/api/scripts/audio-from-text/', {
    method: 'POST',
    body: { ...body, max_chars: MAX_AUDIO_CHARS },
  });
};

export const useGenerateAudio = () => useMutation({ mutationFn: generateAudio });
