import type { PromptInstructions } from '@reelsmith/contracts/instructions';
import { splitSentences } from '../../lib/script-text.ts';
import { escapeRegExp } from '../../lib/text.ts';
import type { Script } from './llm.types.ts';

// The user's prompt instructions, honoured by every writer. A model is told them in its prompt
// (`instructionsPrompt`); what can be checked is then enforced on any script (`applyInstructions`):
// the exact call to action and brand, no avoided word, the audience named in the hook, the tone's
// punctuation, and sentence length for the reading level. The builtin writer has no other way to
// honour them, so it is the same function.

const clean = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** True when the instructions ask for anything. */
export function hasInstructions(i: PromptInstructions | undefined): i is PromptInstructions {
  return !!i && Object.values(i).some((v) => (Array.isArray(v) ? v.length > 0 : !!clean(v as string)));
}

/** Lines for a model's prompt, one per instruction. */
export function instructionsPrompt(i: PromptInstructions | undefined): string {
  if (!hasInstructions(i)) return '';
  const lines: string[] = ['Instructions from the creator (follow all of them):'];
  if (clean(i.audience)) lines.push(`- Audience: speak directly to ${clean(i.audience)}.`);
  if (i.tone) lines.push(`- Tone: ${i.tone}.`);
  if (i.reading_level)
    lines.push(
      `- Reading level: ${i.reading_level}${i.reading_level === 'simple' ? ' (short sentences, everyday words a 12-year-old knows)' : i.reading_level === 'advanced' ? ' (precise terms are fine)' : ''}.`,
    );
  if (clean(i.brand_name))
    lines.push(`- Brand name: ${clean(i.brand_name)} (mention it in the call to action).`);
  if (clean(i.call_to_action)) lines.push(`- callToAction must be exactly: "${clean(i.call_to_action)}"`);
  if (i.avoid_words?.length) lines.push(`- Never use these words: ${i.avoid_words.join(', ')}.`);
  return lines.join('\n');
}

function avoidPattern(words: string[] | undefined): RegExp | null {
  const list = (words ?? []).map((w) => clean(w).toLowerCase()).filter(Boolean);
  if (!list.length) return null;
  const esc = list.map((w) => escapeRegExp(w).replace(/\s+/g, '\\s+'));
  // Whole words, with their plural and -ing/-ed forms.
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${esc.join('|')})(?:s|es|ed|ing)?(?![\\p{L}\\p{N}])`, 'iu');
}

/** The avoided words a text still says (for tests and the preview). */
export function avoidedWordsIn(text: string, words: string[] | undefined): string[] {
  return (words ?? []).filter((w) => avoidPattern([w])?.test(text));
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const endSentence = (s: string) => (/[.!?…]["')\]]*$/.test(s) ? s : `${s}.`);

function toneOf(text: string, tone: PromptInstructions['tone']): string {
  if (tone === 'professional' || tone === 'calm')
    return text.replace(/!+/g, '.').replace(/\.\.+/g, '.').replace(/\?\./g, '?');
  if (tone === 'bold' || tone === 'playful') return text.replace(/\.(?=\s*$)/, '!');
  return text;
}

const WORDS = (s: string) => s.split(/\s+/).filter(Boolean).length;
/** Simple reading: no sentence over 16 words and few long words. */
function tooHard(sentence: string): boolean {
  const words = sentence.split(/\s+/).filter(Boolean);
  const long = words.filter((w) => w.replace(/[^a-z]/gi, '').length >= 11).length;
  return words.length > 16 || long >= 2;
}

/** The script with the instructions enforced; the narration is rebuilt from its parts. */
export function applyInstructions(script: Script, i: PromptInstructions | undefined): Script {
  if (!hasInstructions(i)) return script;
  const avoid = avoidPattern(i.avoid_words);
  const ok = (s: string) => !avoid?.test(s);
  const brand = clean(i.brand_name);
  const audience = clean(i.audience);

  // The hook: sentences saying an avoided word go; the audience is named first.
  let hookSentences = splitSentences(script.hook).filter(ok);
  if (!hookSentences.length) hookSentences = ['Stay with me for this one.'];
  if (audience && !script.hook.toLowerCase().includes(audience.toLowerCase())) {
    const named = `${capitalise(audience)}, this one is for you.`;
    if (ok(named)) hookSentences.unshift(named);
  }

  let body = script.body.filter((b) => ok(b.text));
  if (i.reading_level === 'simple') {
    const easy = body.filter((b) => !tooHard(b.text));
    // Keep at least two beats: a script of only a hook and a call to action is no script.
    body =
      easy.length >= 2
        ? easy
        : body
            .slice()
            .sort((a, b) => WORDS(a.text) - WORDS(b.text))
            .slice(0, 2);
  }

  let cta = clean(i.call_to_action);
  if (!cta) {
    cta = brand ? `Follow ${brand} for more like this.` : script.callToAction;
    if (!ok(cta)) cta = brand ? `Follow ${brand} for more.` : 'Follow for more.';
  }
  // A call to action the creator wrote is said exactly as written (only a full stop is added).
  cta = endSentence(cta);

  const hook = toneOf(hookSentences.join(' '), i.tone);
  body = body.map((b) => ({ ...b, text: toneOf(b.text, i.tone) }));
  const callToAction = clean(i.call_to_action) ? cta : toneOf(cta, i.tone);
  const branded = (text: string) => (brand && !text.includes(brand) ? `${text} | ${brand}` : text);
  // A caption saying an avoided word gives way to the title, still with the brand.
  const caption = ok(script.caption) ? branded(script.caption) : branded(script.title);
  return {
    ...script,
    hook,
    body,
    callToAction,
    caption,
    narration: [hook, ...body.map((b) => b.text), callToAction].join(' '),
  };
}
