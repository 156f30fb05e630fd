import type { CaptionPlatform, CaptionTone } from '@reelsmith/contracts/captions';
import type { PromptInstructions } from '@reelsmith/contracts/instructions';
import type { Vibe } from '@reelsmith/contracts/video';
import type { SpeechPace } from './pace.ts';

export interface ScriptRequest {
  idea: string;
  vibe: Vibe;
  /** Target spoken length in seconds (15 to 60). */
  durationSec: number;
  /** Varies the output for "make another version"; same seed, same script. */
  seed?: number;
  /** The chosen voice's measured pace; the writer fits the length to it (default: 150 words a minute). */
  pace?: SpeechPace;
  /** The creator's prompt instructions (paid plans): audience, tone, call to action, brand, words to avoid, reading level. */
  instructions?: PromptInstructions;
  /**
   * ISO 639-1 code of the language to write in (default `en`). The model writer writes in it; the
   * offline writer writes English only and says so (issue 42).
   */
  language?: string;
}

export interface ScriptSentence {
  text: string;
  /** Nouns and phrases that describe what to show while this sentence is spoken. */
  visualKeywords: string[];
}

export interface Script {
  title: string;
  hook: string;
  body: ScriptSentence[];
  callToAction: string;
  /** Everything spoken, in order: hook, body, call to action. */
  narration: string;
  /** Text for the post's caption field (without hashtags). */
  caption: string;
  /** Six hashtags with '#': three from the topic, then #viral #trending #fyp. */
  hashtags: string[];
  /**
   * What the creator must add before posting, in plain words: the builtin writer sets it when the idea
   * asks something about the world it cannot answer (decision 031). A model writer does not.
   */
  notice?: string;
  /** Which writer wrote it, and why the model's script was replaced by the builtin's, if it was. */
  writer?: ScriptWriter;
}

export interface ScriptWriter {
  /** 'builtin', or the model's name as the operator configured it. */
  name: string;
  /** Set when a model writer was configured but failed and the builtin wrote the script instead. */
  fallbackReason?: string;
}

export interface IdeaSuggestion {
  idea: string;
  vibe: Vibe;
}

export interface CaptionRequest {
  /** What the post is about (the studio's content description), at most 1000 characters. */
  content: string;
  tone: CaptionTone;
  platform: CaptionPlatform;
  seed?: number;
}

export interface WrittenCaption {
  /** The caption without hashtags; with them it fits the platform's limit. */
  text: string;
  /** Six hashtags with '#': three from the content, then #viral #trending #fyp. */
  hashtags: string[];
}
