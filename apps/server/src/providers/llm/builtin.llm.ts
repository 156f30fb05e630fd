import { suggestIdeas, writeCaption, writeScript } from '@reelsmith/writer';
import { applyInstructions } from './instructions.ts';
import type { LlmProvider, Script, ScriptRequest } from './llm.types.ts';

// The offline writer (packages/writer, decision 031) behind the provider interface: safe, not clever.
// The creator's prompt instructions are applied to what it wrote, as for a model's script.

export function writeBuiltinScript(req: ScriptRequest): Script {
  return { ...writeScript(req), writer: { name: 'builtin' } };
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
