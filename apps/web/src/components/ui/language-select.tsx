import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_INFO,
  LANGUAGES,
  type Language,
} from '@reelsmith/contracts/languages';

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

/** The languages a video can be made in, as a labelled select (the flow's Script step, the editor). */
export function LanguageSelect({
  value,
  onChange,
  label = 'Language',
  helperText,
  size,
  sx,
}: {
  value: Language;
  onChange: (language: Language) => void;
  label?: string;
  helperText?: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      select
      size={size}
      label={label}
      value={value}
      helperText={helperText}
      onChange={(e) => onChange(languageOf(e.target.value))}
      sx={sx}
    >
      {LANGUAGES.map((code) => (
        // The item's own language, so a screen reader says "Español" in Spanish.
        <MenuItem key={code} value={code} lang={LANGUAGE_INFO[code].tag}>
          {languageLabel(code)}
        </MenuItem>
      ))}
    </TextField>
  );
}
