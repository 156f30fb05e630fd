// The languages a video can be made in (issue 42). Plain data with no imports, so the web bundle can
// use it without pulling zod in. Chinese rather than Japanese: Debian's offline voice for Japanese
// is too poor to ship (notes/languages.md), while Mandarin speaks and times word by word.

export const LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'it', 'hi', 'ar', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export interface LanguageInfo {
  /** ISO 639-1 code. */
  code: Language;
  /** The language's own name: what the picker shows. */
  name: string;
  /** Its English name, for the writer's prompt and the server's messages. */
  english: string;
  /** Written right to left (Arabic). */
  rtl: boolean;
  /** No spaces between words (Chinese): lines break between words found by Intl.Segmenter. */
  unspaced: boolean;
  /** The BCP 47 tag for Intl.Segmenter and the caption files. */
  tag: string;
}

const l = (code: Language, name: string, english: string, tag: string, rtl = false, unspaced = false) => ({
  code,
  name,
  english,
  rtl,
  unspaced,
  tag,
});

export const LANGUAGE_INFO: Readonly<Record<Language, LanguageInfo>> = {
  en: l('en', 'English', 'English', 'en'),
  es: l('es', 'Español', 'Spanish', 'es'),
  pt: l('pt', 'Português', 'Portuguese', 'pt-BR'),
  fr: l('fr', 'Français', 'French', 'fr'),
  de: l('de', 'Deutsch', 'German', 'de'),
  it: l('it', 'Italiano', 'Italian', 'it'),
  hi: l('hi', 'हिन्दी', 'Hindi', 'hi'),
  ar: l('ar', 'العربية', 'Arabic', 'ar', true),
  zh: l('zh', '中文', 'Chinese', 'zh-Hans', false, true),
};

export const isLanguage = (code: unknown): code is Language =>
  typeof code === 'string' && (LANGUAGES as readonly string[]).includes(code);

/** Upload auto-captions: a language, or `auto` for the recogniser to detect it. */
export const CAPTION_LANGUAGES = ['auto', ...LANGUAGES] as const;
export type CaptionLanguage = (typeof CAPTION_LANGUAGES)[number];

/** Said when a language code is not one we make videos in. */
export const LANGUAGE_MESSAGE = `language must be one of: ${LANGUAGES.join(', ')}.`;
