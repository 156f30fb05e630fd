import type {
  CaptionRequest,
  IdeaSuggestion,
  Script,
  ScriptRequest,
  WrittenCaption,
} from '@reelsmith/writer';

export type {
  CaptionRequest,
  IdeaSuggestion,
  Script,
  ScriptRequest,
  ScriptSentence,
  ScriptWriter,
  WrittenCaption,
} from '@reelsmith/writer';

export interface LlmProvider {
  readonly name: string;
  writeScript(req: ScriptRequest, opts?: { signal?: AbortSignal }): Promise<Script>;
  suggestIdeas(seed: string, count: number, opts?: { signal?: AbortSignal }): Promise<IdeaSuggestion[]>;
  writeCaption(req: CaptionRequest, opts?: { signal?: AbortSignal }): Promise<WrittenCaption>;
  /**
   * The same lines in another language, one for one (a remix's language change, issue 41). Only a
   * model writer has it: the builtin writer never translates, so a caller refuses without it.
   */
  translateLines?(
    lines: string[],
    languages: { from: string; to: string },
    opts?: { signal?: AbortSignal },
  ): Promise<string[]>;
}
