import Alert, { type AlertProps } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useStats } from '../../lib/dashboard-stats';

/** True once the month's videos are all used (never for an unlimited plan, nor before the count loads). */
export function useNoVideosLeft(): boolean {
  return useStats().data?.credits_available === 0;
}

/**
 * The month's limit said before anything is spent, as a notice with the way to more videos, rather
 * than as an error on a field after the creator pressed Generate.
 */
export function NoVideosLeftNotice({ sx }: { sx?: AlertProps['sx'] }) {
  if (!useNoVideosLeft()) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      data-testid="no-videos-left"
      sx={sx}
      action={
        <Button component={RouterLink} to="/pricing" color="inherit" size="small" sx={{ fontWeight: 700 }}>
          Upgrade
        </Button>
      }
    >
      <AlertTitle>No videos left this month</AlertTitle>
      Upgrade your plan to keep making videos now, or wait until next month when your videos come back.
    </Alert>
  );
}
