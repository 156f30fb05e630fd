import Alert, { type AlertProps } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

/** An error alert; when the server's message is a plan limit (it offers an upgrade), an Upgrade button goes with it. */
export function LimitAlert({ message, sx }: { message: string; sx?: AlertProps['sx'] }) {
  const isLimit = /this month\. Upgrade/.test(message);
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        isLimit ? (
          <Button component={RouterLink} to="/pricing" color="inherit" size="small" sx={{ fontWeight: 700 }}>
            Upgrade
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}
