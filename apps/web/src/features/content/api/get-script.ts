import { api } from '../../../lib/api-client';

export interface ScriptDto {
  id: string;
  title: string;
  topic: string;
  vibe: string | null;
  content: string;
  word_count: number;
  estimated_duration: number;
}

/** The whole script (the list carries only its topic), for copy and download. */
export const getScript = (id: string) => api<ScriptDto>(`/api/scripts/${id}/`);
