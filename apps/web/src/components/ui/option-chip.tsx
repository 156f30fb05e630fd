import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A pill in a radio group (vibes, lengths, music). */
export function OptionChip({
  selected,
  onSelect,
  children,
  color = '#a78bfa',
  label,
}: {
  selected: boolean;
  onSelect: () => void;
  children: ReactNode;
  color?: string;
  label?: string;
}) {
  return (
    <Box
      component="button"
      type="button"
      role="radio"
      aria-checked={selected}
      aria-label={label}
      onClick={onSelect}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.5,
        py: 0.9,
        borderRadius: 999,
        cursor: 'pointer',
        font: 'inherit',
        fontSize: 14,
        fontWeight: 600,
        color: selected ? '#0b0a12' : 'text.primary',
        bgcolor: selected ? color : 'rgba(255,255,255,0.05)',
        border: '1px solid',
        borderColor: selected ? color : 'rgba(255,255,255,0.12)',
        transition: 'all .15s',
        '&:hover': { borderColor: color },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {children}
    </Box>
  );
}

/** A labelled radio group of option chips; laid out as wrapping pills unless `sx` says otherwise. */
export function OptionGroup({
  id,
  label,
  sx,
  children,
}: {
  id: string;
  label: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 700, mb: 1 }} id={id}>
        {label}
      </Typography>
      <Box role="radiogroup" aria-labelledby={id} sx={sx ?? { display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {children}
      </Box>
    </>
  );
}
