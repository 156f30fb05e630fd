import type { LlmProvider } from './llm.types.ts';

/**
 * A configured model server first, the builtin writer when it fails (down, slow, HTTP error, bad
 * JSON, a refusal): a creator's local Ollama being asleep must not fail their video. The script
 * says why it was written offline (`writer.fallbackReason`), so the creator sees it. A cancelled
 * request is not a failure and is not retried.
 */
export function withFallback(
  primary: LlmProvider,
  fallback: LlmProvider,
  onFallback: (err: unknown, what: 'script' | 'ideas' | 'caption') => void = () => {},
): LlmProvider {
  return {
    name: primary.name,
    async writeScript(req, opts) {
      try {
        return await primary.writeScript(req, opts);
      } catch (err) {
        if (opts?.signal?.aborted) throw err;
        onFallback(err, 'script');
        const script = await fallback.writeScript(req, opts);
        return { ...script, writer: { name: fallback.name, fallbackReason: fallbackReason(err) } };
      }
    },
    async suggestIdeas(seed, count, opts) {
      try {
        return await primary.suggestIdeas(seed, count, opts);
      } catch (err) {
        if (opts?.signal?.aborted) throw err;
        onFallback(err, 'ideas');
        return fallback.suggestIdeas(seed, count, opts);
      }
    },
    async writeCaption(req, opts) {
      try {
        return await primary.writeCaption(req, opts);
      } catch (err) {
        if (opts?.signal?.aborted) throw err;
        onFallback(err, 'caption');
        return fallback.writeCaption(req, opts);
      }
    },
  };
}

/** Why the model's script was not used, in words a creator can read (no keys, at most 200 characters). */
export function fallbackReason(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.replace(/\s+/g, ' ').slice(0, 200);
}
