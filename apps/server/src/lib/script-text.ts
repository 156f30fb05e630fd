import { DEFAULT_LANGUAGE, LANGUAGE_INFO, type Language } from '@reelsmith/contracts/languages';
import { textHashtags } from '@reelsmith/writer';
import type { Script } from '../providers/llm/llm.types.ts';

/** Sentences of a narration, keeping their punctuation. */
export function splitSentences(text: string): string[] {
  return (
    (
      text
        .replace(/\s+/g, ' ')
        .trim()
        // Latin, Chinese (。！？), Hindi (the danda ।) and Arabic (؟) sentence ends.
        .match(/[^.!?…。！？।؟]+(?:[.!?…。！？।؟]+["')\]」”]*|$)/g) ?? []
    )
      .map((s) => s.trim())
      .filter(Boolean)
  );
}

/**
 * A Script for narration text the user edited: the generated script's hook and call to action where
 * the text still opens and ends with them (else the first sentence is the hook and there is no call to
 * action), the rest the body; the generated script's title is kept, and its caption and hashtags
 * while the text keeps any of its sentences. Every sentence of the text is in exactly one part, once: the scenes are cut by counting
 * each part's words against the spoken ones, so a call to action counted twice (in the body and again
 * as itself) moved every cut of a create-flow video a word or more early, the first scene's picture
 * arriving over the hook's title card. A new text in another language than English is tagged with
 * its own words, in its own letters (issue 42); English keeps the fixed three.
 */
export function scriptFromText(
  text: string,
  base?: Script | null,
  language: Language = DEFAULT_LANGUAGE,
): Script {
  const sentences = splitSentences(text);
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  const baseHook = base ? splitSentences(base.hook) : [];
  const hookCount =
    baseHook.length > 1 &&
    baseHook.length < sentences.length &&
    same(sentences.slice(0, baseHook.length), baseHook)
      ? baseHook.length
      : 1;
  const hook = sentences.length ? sentences.slice(0, hookCount).join(' ') : text.trim();
  let body = sentences.slice(hookCount);
  const baseCta = base ? splitSentences(base.callToAction) : [];
  let callToAction = '';
  if (baseCta.length && baseCta.length < body.length + 1 && same(body.slice(-baseCta.length), baseCta)) {
    body = body.slice(0, body.length - baseCta.length);
    callToAction = baseCta.join(' ');
  }
  const keywordsFor = (s: string) =>
    base?.body.find((b) => b.text === s)?.visualKeywords ??
    s
      .toLowerCase()
      .replace(/[^a-z0-9\s-]/g, ' ')
      .split(/\s+/)
      .filter((w) => w.length > 4)
      .slice(0, 3);
  // A text that keeps none of the generated script's sentences is a new script (often in another
  // language, issue 42): its caption is its own first line, not the old script's. The title stays:
  // it is the script's name in the library, which the creator sets.
  const baseSentences = new Set(
    base ? splitSentences([base.hook, ...base.body.map((b) => b.text), base.callToAction].join(' ')) : [],
  );
  const kept = sentences.some((s) => baseSentences.has(s)) ? base : null;
  return {
    title: base?.title ?? hook.slice(0, 80),
    hook,
    body: body.map((s) => ({ text: s, visualKeywords: keywordsFor(s) })),
    callToAction,
    narration: sentences.join(' '),
    caption: kept?.caption ?? hook,
    hashtags:
      kept?.hashtags ??
      (language === DEFAULT_LANGUAGE
        ? ['#viral', '#trending', '#fyp']
        : textHashtags(text, LANGUAGE_INFO[language].tag)),
  };
}
