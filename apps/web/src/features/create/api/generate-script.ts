import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { requireToken } from '../../../lib/auth-token';
import type { ScriptParts } from './regenerate-part';
import type { PromptInstructions } from '@reelsmith/contracts/instructions';

export interface ScriptResult {
  generated_script: string;
  original_topic: string;
  character_count: number;
  /** Seconds at 150 words a minute. */
  estimated_duration: number;
  script_id: string;
  title: string;
  caption: string;
  hashtags: string[];
  vibe: string;
  parts: ScriptParts;
  /** What the creator must add before posting (the builtin writer on a question it cannot answer). */
  writer_notice?: string;
  /** Which writer wrote the script, and why the offline writer stood in for the model. */
  written_by?: { name: string; fallback_reason?: string };
}

export interface ScriptRequest {
  topic: string;
  vibe: string;
  duration: number;
  seed?: number;
  /** The voice that will speak it (the one chosen so far): the script is fitted to its pace. */
  voice?: string;
  /** What to write in (ISO 639-1); the offline writer writes English and says so. */
  language?: string;
  /** This video's prompt instructions over the saved ones (paid plans). */
  instructions?: PromptInstructions;
  /** The flow's own script, rewritten in place rather than added again as a new project. */
  replace_script_id?: string;
}

export const generateScript = async (body: ScriptRequest) => {
  requireToken();
  return api<ScriptResult>('/api/scripts/text/', { method: 'POST', body: { ...body } });
};

export const useGenerateScript = () => useMutation({ mutationFn: generateScript });
