import Alert, { type AlertColor } from '@mui/material/Alert';
import type { ReactNode } from 'react';

/** The form-level message: errors joined by line breaks, or a success message. */
export function FormBanner({
  severity,
  children,
  action,
}: {
  severity: AlertColor;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Alert
      severity={severity}
      role={severity === 'error' ? 'alert' : 'status'}
      action={action}
      sx={{ mb: 2.5, whiteSpace: 'pre-line', alignItems: 'center', borderRadius: '12px' }}
    >
      {children}
    </Alert>
  );
}
