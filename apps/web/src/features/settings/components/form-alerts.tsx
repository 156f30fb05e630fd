import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';

/** A settings form's outcome above it: the server's complaint, or the note that it saved. */
export function FormAlerts({ error, success }: { error?: string | null; success?: ReactNode }) {
  return (
    <>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {success && (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {success}
        </Alert>
      )}
    </>
  );
}
