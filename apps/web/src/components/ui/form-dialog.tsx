import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { FormEvent, ReactNode } from 'react';
import { SubmitButton } from './submit-button';

/**
 * A dialog that is one form: its title, the server's banner, the fields in a column, then Cancel and
 * the submit button (reading "Saving…" while it sends). Full screen on a phone.
 */
export function FormDialog({
  id,
  title,
  banner,
  pending,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: {
  /** The title's element id, which names the dialog. */
  id: string;
  title: string;
  banner?: string | null;
  pending: boolean;
  submitLabel: string;
  onSubmit: (e: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="sm" fullWidth aria-labelledby={id}>
      <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id={id}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {banner && <Alert severity="error">{banner}</Alert>}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton pending={pending} busyLabel="Saving…">
            {submitLabel}
          </SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
