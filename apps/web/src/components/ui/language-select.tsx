import type { SxProps, Theme } from '@mui/material/styles';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_INFO,
  LANGUAGES,
  type Language,
} from '@reelsmith/contracts/languages';
import { OptionSelect, type SelectOption } from './option-select';

/**
 * What a creator reads for a language: its own name, with the English name beside it for anyone who
 * cannot read that script ("Español (Spanish)", "中文 (Chinese)"); English is just "English".
 */
export function languageLabel(code: string): string {
  if (!isLanguage(code)) return code;
  const { name, english } = LANGUAGE_INFO[code];
  return name === english ? name : `${name} (${english})`;
}

/** A stored or sent language read back, English when it is missing or not one we make videos in. */
export const languageOf = (code: unknown): Language => (isLanguage(code) ? code : DEFAULT_LANGUAGE);

// Each item in its own language, so a screen reader says "Español" in Spanish.
const LANGUAGE_OPTIONS: SelectOption<Language>[] = LANGUAGES.map((code) => ({
  id: code,
  label: languageLabel(code),
  lang: LANGUAGE_INFO[code].tag,
}));

/** The languages a video can be made in, as a labelled select (the flow's Script step, the editor). */
export function LanguageSelect({
  label = 'Language',
  ...props
}: {
  value: Language;
  onChange: (language: Language) => void;
  label?: string;
  helperText?: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}) {
  return <OptionSelect label={label} options={LANGUAGE_OPTIONS} {...props} />;
}
