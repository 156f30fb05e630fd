import { splitSentences } from '../../lib/script-text.ts';
import type { Script } from '../../providers/llm/llm.types.ts';

// A script's text: counting, cutting to a length, and its parts (hook, points, call to action).

export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Cuts text to at most max characters, at a sentence end when there is one, else at a word. */
export function clampToChars(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  let out = '';
  for (const s of splitSentences(clean)) {
    const next = out ? `${out} ${s}` : s;
    if (next.length > max) break;
    out = next;
  }
  if (out) return out;
  const cut = clean.slice(0, max);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).trim();
}

/** The parts of a script as the API shows them. */
export const partsOf = (s: Script) => ({
  hook: s.hook,
  points: s.body.map((b) => b.text),
  call_to_action: s.callToAction,
});

/**
 * The script's parts for the text the user has now: the stored structure while the text is still its
 * narration; after edits, the stored hook and call to action where the text still starts and ends
 * with them (else its first and last sentence), and a point per sentence between.
 */
export function structureOf(content: string, base: Script | null): Script {
  const text = content.replace(/\s+/g, ' ').trim();
  if (
    base &&
    [base.hook, ...base.body.map((b) => b.text), base.callToAction].filter(Boolean).join(' ') === text
  )
    return base;
  let rest = text;
  let hook = '';
  let cta = '';
  if (base?.hook && rest.startsWith(base.hook)) {
    hook = base.hook;
    rest = rest.slice(hook.length).trim();
  }
  if (base?.callToAction && rest.endsWith(base.callToAction) && rest !== base.callToAction) {
    cta = base.callToAction;
    rest = rest.slice(0, -cta.length).trim();
  }
  const sentences = splitSentences(rest);
  if (!hook) hook = sentences.shift() ?? '';
  if (!cta && sentences.length > 1) cta = sentences.pop()!;
  const keywords = (t: string) => base?.body.find((b) => b.text === t)?.visualKeywords ?? [];
  return {
    title: base?.title ?? hook.slice(0, 80),
    hook,
    body: sentences.map((t) => ({ text: t, visualKeywords: keywords(t) })),
    callToAction: cta,
    narration: text,
    caption: base?.caption ?? hook,
    hashtags: base?.hashtags ?? [],
  };
}
