// Captions in every script (issue 42): which fonts draw them, which way a line runs, and where the
// spaces go. Skia (through @napi-rs/canvas) shapes each word with HarfBuzz and falls back along the
// family list glyph by glyph, so Arabic joins, Devanagari reorders and Chinese draws once the Noto
// fonts are named; what it cannot know is the order of the words we place one by one, nor that
// Chinese puts no space between them. Checked by OCR (decision 209).

/** Debian's Noto fonts for the scripts the styles' own fonts lack (fonts-noto-core, fonts-noto-cjk). */
export const SCRIPT_FALLBACKS = "'Noto Sans Arabic', 'Noto Sans Devanagari', 'Noto Sans CJK SC'";

/** Inter for Latin text, then the Noto fonts for the other scripts. */
export const CAPTION_FAMILIES = `Inter, ${SCRIPT_FALLBACKS}`;

const OTHER_SCRIPT = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;

/**
 * A canvas font string for caption text: Inter alone for Latin text (falling back costs Skia two to
 * four times the drawing time), the Noto fonts after it when `text` has another script's letters.
 */
export const captionFont = (
  weight: number,
  px: number | string,
  text: string,
  /** A brand's font first (issue 41); the fonts above still draw the scripts it lacks. */
  family?: string | null,
): string =>
  `${weight} ${px}px ${family ? `"${family}", ` : ''}${OTHER_SCRIPT.test(text) ? CAPTION_FAMILIES : 'Inter'}`;

const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;
const LETTER = /\p{L}/u;

/** A line reads right to left when its first letter is of a right-to-left script (the Unicode rule, P2). */
export function isRtl(texts: readonly string[]): boolean {
  for (const t of texts) {
    for (const ch of t) if (LETTER.test(ch)) return RTL_LETTER.test(ch);
  }
  return false;
}

/** The words of a line in the order they are placed left to right on screen. */
export function visualOrder<T>(line: readonly T[], rtl: boolean): T[] {
  return rtl ? [...line].reverse() : [...line];
}

// Scripts written without spaces between words, and the punctuation that closes or follows them.
const UNSPACED_END = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}、。，！？：；）」』”…]$/u;
const UNSPACED_START = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}「『（“]/u;

/** Whether a space separates word `a` from the word `b` after it (none between Chinese characters). */
export const spaced = (a: string, b: string): boolean => !(UNSPACED_END.test(a) && UNSPACED_START.test(b));

/** The spaces in a line of words, for measuring it. */
export function spaceCount(texts: readonly string[]): number {
  let n = 0;
  for (let i = 1; i < texts.length; i++) if (spaced(texts[i - 1]!, texts[i]!)) n++;
  return n;
}

/** A line's words as one string, spaced as the script is written. */
export function joinWords(texts: readonly string[]): string {
  let out = texts[0] ?? '';
  for (let i = 1; i < texts.length; i++) out += (spaced(texts[i - 1]!, texts[i]!) ? ' ' : '') + texts[i];
  return out;
}
