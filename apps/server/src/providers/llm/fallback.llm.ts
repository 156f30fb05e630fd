import type { LlmProvider } from './llm.types.ts';
import { LlmProviderError } from './openai.llm.ts';

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
    // No stand-in: the builtin writer never translates, so a failing model fails the request.
    ...(primary.translateLines ? { translateLines: primary.translateLines.bind(primary) } : {}),
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

// What a creator reads beside the script. The server's address, status codes and time limits are the
// operator's business (they go to the log through onFallback), so each way of failing has one
// plain sentence.
const REASONS: Record<LlmProviderError['code'] | 'other', string> = {
  timeout: 'The AI writer did not answer in time.',
  network: 'The AI writer could not be reached.',
  http: 'The AI writer ran into a problem on its side.',
  invalid_response: 'The AI writer’s answer could not be read, even when asked again.',
  refusal: 'The AI writer declined to write this script.',
  other: 'The AI writer ran into a problem.',
};

/** Why the model's script was not used, in words a creator can read. */
export function fallbackReason(err: unknown): string {
  return REASONS[err instanceof LlmProviderError ? err.code : 'other'];
}
