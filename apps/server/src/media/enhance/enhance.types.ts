import type { CaptionPreset } from '@reelsmith/contracts/video';
import type { Language } from '@reelsmith/contracts/languages';
import type { WordTiming } from '../../providers/tts/tts.types.ts';

// What upload and enhance takes and answers (decision 100).

export type Reframe = 'blur' | 'crop' | 'subject';

export interface EnhanceSettings {
  reframe: Reframe;
  loudness: boolean;
  denoise: boolean;
  trimSilence: boolean;
  captions: boolean;
  captionPreset: CaptionPreset;
  /** The speech's language for the recogniser; undefined lets it detect (issue 42). */
  language?: Language;
}

export interface SourceInfo {
  path: string;
  durationSec: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

export type EnhanceStage = 'analysing' | 'transcribing' | 'rendering' | 'checking';

export interface EnhanceResult {
  videoPath: string;
  srtPath: string;
  vttPath: string;
  durationSec: number;
  /** The transcript used, in output time (after trimming). */
  words: WordTiming[];
  loudness: { lufs: number; truePeak: number };
  timings: Record<EnhanceStage, number>;
}
