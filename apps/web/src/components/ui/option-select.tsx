import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

export interface SelectOption<T extends string> {
  id: T;
  label: string;
  /** The option's language, when its label is written in it. */
  lang?: string;
}

/** The menu items for `options`, for selects that add items of their own or use MUI's Select. */
export const optionItems = (options: readonly SelectOption<string>[]) =>
  options.map((o) => (
    <MenuItem key={o.id} value={o.id} lang={o.lang}>
      {o.label}
    </MenuItem>
  ));

/** A labelled select over a fixed list of options (periods, platforms, categories), with its error under it. */
export function OptionSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  error,
  helperText,
  size,
  sx,
}: {
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  error?: string;
  /** A hint under the select while there is no error. */
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
      onChange={(e) => onChange(e.target.value as T)}
      error={!!error}
      helperText={error ?? helperText}
      sx={sx}
    >
      {optionItems(options)}
    </TextField>
  );
}
