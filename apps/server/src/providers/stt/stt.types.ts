import type { Language } from '@reelsmith/contracts/languages';
import type { WordTiming } from '../tts/tts.types.ts';

/** What a recogniser heard: words with their times in seconds from the start of the audio. */
export interface Transcript {
  text: string;
  words: WordTiming[];
}

/** Speech to text for uploaded clips (auto-captions). */
export interface SttProvider {
  readonly name: string;
  /** `audioPath`: any audio ffmpeg reads; the provider converts what it needs. */
  transcribe(
    /** `language`: what the speech is in (ISO 639-1); undefined asks the recogniser to detect it. */
    req: { audioPath: string; workDir: string; language?: Language },
    opts?: { signal?: AbortSignal },
  ): Promise<Transcript>;
}

/** Said when auto-captions are asked in another language than English of the offline recogniser. */
export const OFFLINE_STT_ENGLISH_ONLY =
  'Automatic captions on this server understand English only. Choose English, or add your captions by typing them.';

/** Whether the recogniser `name` hears `language` (`auto`: whatever it detects). */
export function recognises(name: string, language: string): boolean {
  return name !== 'builtin' || language === 'en' || language === 'auto';
}

export class SttError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SttError';
  }
}
