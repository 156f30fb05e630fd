import type { Language } from '@reelsmith/contracts/languages';
import type { SpeechPace } from '@reelsmith/writer/pace';

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
  /**
   * Identifies the engine and its settings as the voice speaks `language` (default English): a change
   * marks cached previews as out of date and makes a new narration rather than reusing a cached one.
   */
  voiceFingerprint(voiceId: string, language?: Language): string;
  /** The voice's measured pace, when known; the writer fits the script's length to it. */
  pace?(voiceId: string, language?: Language): SpeechPace | undefined;
  synthesize(
    req: {
      text: string;
      voiceId: string;
      outPath: string;
      /** What the text is written in (default English); each engine speaks it its own way. */
      language?: Language;
      /**
       * Speak this many times as long as the voice's own rate (1.1 is 10 % slower); engines that cannot
       * change their rate ignore it (the builtin voices stretch; an OpenAI-compatible server gets
       * `speed` 1/lengthScale within 0.25–4; the create flow's audio step, decision 022).
       */
      lengthScale?: number;
    },
    opts?: { signal?: AbortSignal },
  ): Promise<SpeechResult>;
}
