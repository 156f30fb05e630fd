const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** A literal string inside a RegExp. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** Header-safe: user text never adds a line to an email's headers. */
export const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').trim();

/** The spec's waitlist rule (text, at sign, text, dot, text), also used for the contact form. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Devanagari's eight nukta letters (क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़, U+0958–U+095F) are composition exclusions:
// NFC, like most keyboards, spells each as its base letter + the nukta (U+093C). Festival's Hindi
// voice knows only the single letters and skipped the two-part words unspoken and untimed (issue 42).
const NUKTA_PAIR = /[\u0915-\u092F]\u093C/g;
const NUKTA_LETTER = new Map(
  Array.from({ length: 8 }, (_, i) => String.fromCodePoint(0x958 + i)).map((c) => [c.normalize('NFD'), c]),
);

/**
 * One spelling for words typed in different ways: NFC (an Arabic hamza on its alif as one letter,
 * harakat in canonical order) with the nukta letters whole. Vowel signs, viramas and harakat stay.
 */
export function canonicalText(text: string): string {
  return text.normalize('NFC').replace(NUKTA_PAIR, (pair) => NUKTA_LETTER.get(pair) ?? pair);
}
