import { isLanguage, LANGUAGE_INFO, type Language } from '@reelsmith/contracts/languages';
import { suggestIdeas, writeCaption, writeScript } from '@reelsmith/writer';
import { applyInstructions } from './instructions.ts';
import type { LlmProvider, Script, ScriptRequest } from './llm.types.ts';

// The offline writer (packages/writer, decision 031) behind the provider interface: safe, not clever.
// The creator's prompt instructions are applied to what it wrote, as for a model's script.

export function writeBuiltinScript(req: ScriptRequest): Script {
  const script: Script = { ...writeScript(req), writer: { name: 'builtin' } };
  // The offline writer writes English only (issue 42): for another language it says so, plainly.
  if (isLanguage(req.language) && req.language !== 'en')
    return { ...script, notice: otherLanguageNotice(req.language) };
  return script;
}

/** What the creator reads when they asked for another language and no model writer is set up. */
export function otherLanguageNotice(language: Language): string {
  return `This script is in English: the writer here writes English only. To make your video in ${LANGUAGE_INFO[language].english}, type or paste your own script in ${LANGUAGE_INFO[language].name}, and it is spoken as you wrote it.`;
}

export function createBuiltinLlm(): LlmProvider {
  return {
    name: 'builtin',
    async writeScript(req, opts) {
      opts?.signal?.throwIfAborted();
      return applyInstructions(writeBuiltinScript(req), req.instructions);
    },
    async suggestIdeas(seed, count, opts) {
      opts?.signal?.throwIfAborted();
      return suggestIdeas(seed, count);
    },
    async writeCaption(req, opts) {
      opts?.signal?.throwIfAborted();
      return writeCaption(req);
    },
  };
}
