import type { Script } from '../providers/llm/llm.types.ts';

/** Sentences of a narration, keeping their punctuation. */
export function splitSentences(text: string): string[] {
  return (
    text
      .replace(/\s+/g, ' ')
      .trim()
      .match(/[^.!?…]+(?:[.!?…]+["')\]]*|$)/g) ?? []
  )
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * A Script for narration text the user edited: the first sentence becomes the hook, the rest the
 * body; the title, caption and hashtags of the generated script are kept when there is one.
 */
export function scriptFromText(text: string, base?: Script | null): Script {
  const sentences = splitSentences(text);
  const hook = sentences[0] ?? text.trim();
  const keywordsFor = (s: string) =>
    base?.body.find((b) => b.text === s)?.visualKeywords ??
    s
      .toLowerCase()
      .replace(/[^a-z0-9\s-]/g, ' ')
      .split(/\s+/)
      .filter((w) => w.length > 4)
      .slice(0, 3);
  return {
    title: base?.title ?? hook.slice(0, 80),
    hook,
    body: sentences.slice(1).map((s) => ({ text: s, visualKeywords: keywordsFor(s) })),
    callToAction: base?.callToAction ?? '',
    narration: sentences.join(' '),
    caption: base?.caption ?? hook,
    hashtags: base?.hashtags ?? ['#viral', '#trending', '#fyp'],
  };
}
