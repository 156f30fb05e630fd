import { api } from '../../../lib/api-client';
import { requireToken } from '../../../lib/auth-token';
import { BILLING_QUERY_KEY } from '../../../lib/billing/billing-api';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

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

export const generateAudio = async (body: {
  script: string;
  original_topic: string;
  voice: string;
  /** What the script is written in: the voice speaks it in that language. */
  language?: string;
  /** The script as the writer wrote it, and the video's length: unedited, it is spoken to that length. */
  script_id?: string;
  duration?: number;
}) => {
  requireToken();
  return api<AudioResult>('/api/scripts/audio-from-text/', {
    method: 'POST',
    body: { ...body, max_chars: MAX_AUDIO_CHARS },
  });
};

/** A narration spends a voice generation: the sidebar's usage meter follows. */
export const useGenerateAudio = () => useInvalidatingMutation(generateAudio, [BILLING_QUERY_KEY]);
