import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ScriptPartName = 'hook' | 'point' | 'call_to_action';

export interface ScriptParts {
  hook: string;
  points: string[];
  call_to_action: string;
}

export interface RegeneratePartRequest {
  scriptId: string;
  part: ScriptPartName;
  /** Which point, from 0. */
  index?: number;
  /** A chosen hook variant instead of a new text. */
  text?: string;
  /** The script as the user sees it now (unsaved edits are kept). */
  script: string;
}

export interface RegeneratePartResult {
  part: ScriptPartName;
  index: number;
  previous: string;
  text: string;
  generated_script: string;
  estimated_duration: number;
  parts: ScriptParts;
}

export const regeneratePart = ({ scriptId, ...body }: RegeneratePartRequest) =>
  api<RegeneratePartResult>(`/api/scripts/${scriptId}/regenerate/`, { method: 'POST', body });

/** Replaces the hook, one point or the call to action; the server saves the script. */
export const useRegeneratePart = () => useMutation({ mutationFn: regeneratePart });
