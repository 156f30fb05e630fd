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
    req: { audioPath: string; workDir: string },
    opts?: { signal?: AbortSignal },
  ): Promise<Transcript>;
}

export class SttError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SttError';
  }
}
