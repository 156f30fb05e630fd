import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

/** The header's "Back" of the signed-in screens the spec gives one (analytics, trending, monetization). */
export function BackButton({ to = '/dashboard' }: { to?: string }) {
  return (
    <Button
      component={RouterLink}
      to={to}
      startIcon={<ArrowBackRounded />}
      variant="outlined"
      sx={{ borderColor: 'divider' }}
    >
      Back
    </Button>
  );
}
