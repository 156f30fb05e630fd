import type { SpeechPace } from '../llm/pace.ts';

export interface WordTiming {
  word: string;
  /** Seconds from the start of the audio. */
  start: number;
  end: number;
}

export interface SpeechResult {
  /** Path of a WAV (or other ffmpeg-readable) file written by the provider. */
  audioPath: string;
  durationSec: number;
  words: WordTiming[];
}

export interface TtsProvider {
  readonly name: string;
  /** Identifies engine + settings; a change marks cached previews as needing an update. */
  voiceFingerprint(voiceId: string): string;
  /** The voice's measured pace, when known; the writer fits the script's length to it. */
  pace?(voiceId: string): SpeechPace | undefined;
  synthesize(
    req: { text: string; voiceId: string; outPath: string },
    opts?: { signal?: AbortSignal },
  ): Promise<SpeechResult>;
}
