import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { panelSx } from '../../../components/ui/panel';

export const dateTime = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en', {
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
    : '—';

export const errorText = (err: unknown) => (err instanceof Error ? err.message : 'Something went wrong.');

/** A query's error as one line (403 for someone who is not an operator). */
export function LoadError({ error }: { error: unknown }) {
  return <Alert severity="error">{errorText(error)}</Alert>;
}

export function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <Box sx={{ ...panelSx, p: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 800, fontSize: 26 }}>{value}</Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Box>
  );
}
