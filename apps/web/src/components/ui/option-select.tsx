import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

export interface SelectOption<T extends string> {
  id: T;
  label: string;
}

/** The menu items for `options`, for selects that add items of their own or use MUI's Select. */
export const optionItems = (options: readonly SelectOption<string>[]) =>
  options.map((o) => (
    <MenuItem key={o.id} value={o.id}>
      {o.label}
    </MenuItem>
  ));

/** A labelled select over a fixed list of options (periods, platforms, categories). */
export function OptionSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  size,
  sx,
}: {
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
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
      sx={sx}
    >
      {optionItems(options)}
    </TextField>
  );
}
