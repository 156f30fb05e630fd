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
}
