import { isLanguage, LANGUAGE_INFO } from '@reelsmith/contracts/languages';
import { z } from 'zod';

// A remix's language change (issue 41): the model writer translates a video's lines one for one,
// so each scene keeps its picture and place. Only a model does this; the builtin never translates.

export const TRANSLATE_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['lines'],
  properties: { lines: { type: 'array', items: { type: 'string' } } },
} as const;

const name = (code: string) => (isLanguage(code) ? LANGUAGE_INFO[code].english : code);

export function translatePrompt(lines: string[], languages: { from: string; to: string }) {
  return {
    system:
      `You translate the spoken lines of a short vertical video from ${name(languages.from)} into ${name(languages.to)}, ` +
      'as a native speaker would say them aloud. Keep each line about as long as the original, keep numbers, names and ' +
      'hashtags meaning the same, and answer with exactly as many lines as you were given, in the same order.',
    user: `Translate these ${lines.length} lines:\n${JSON.stringify(lines)}`,
  };
}

/** The model's lines, or why they cannot be used (the count must match one for one). */
export function checkTranslation(raw: unknown, count: number): { lines: string[] } | { problem: string } {
  const parsed = z.object({ lines: z.array(z.string()) }).safeParse(raw);
  if (!parsed.success) return { problem: 'The translation is not an object with a list of lines' };
  const lines = parsed.data.lines.map((l) => l.replace(/\s+/g, ' ').trim());
  if (lines.length !== count) return { problem: `Expected ${count} lines, got ${lines.length}` };
  // The title and caption may be empty in the source; a spoken line may not become empty.
  if (lines.slice(2).some((l) => !l)) return { problem: 'A line came back empty' };
  return { lines };
}
