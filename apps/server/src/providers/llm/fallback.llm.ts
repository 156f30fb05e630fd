import type { LlmProvider } from './llm.types.ts';

/**
 * A configured model server first, the builtin writer when it fails (down, slow, HTTP error, bad
 * JSON): a creator's local Ollama being asleep must not fail their video. A cancelled request is
 * not a failure and is not retried.
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
        return fallback.writeScript(req, opts);
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
