import Box from '@mui/material/Box';
import type { ChangeEvent } from 'react';

/** The spam trap: a "website" field off screen and out of the tab order that only bots fill in. */
export function HoneypotField({
  value,
  onChange,
}: {
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <Box
      component="input"
      type="text"
      name="website"
      tabIndex={-1}
      autoComplete="off"
      aria-hidden="true"
      value={value}
      onChange={onChange}
      sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, opacity: 0 }}
    />
  );
}
