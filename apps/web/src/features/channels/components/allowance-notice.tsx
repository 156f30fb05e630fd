import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import type { ChannelDto as Channel } from '@reelsmith/contracts/channels';

/** A channel the month's allowance stopped: why, and the two ways on (upgrade now, or wait). */
export function AllowanceNotice({ channel }: { channel: Channel }) {
  if (channel.status !== 'paused' || channel.paused_reason !== 'allowance') return null;
  return (
    <Alert
      severity="warning"
      role="status"
      data-testid="channel-allowance-paused"
      action={
        <Button component={RouterLink} to="/pricing" color="inherit" size="small" sx={{ fontWeight: 700 }}>
          Upgrade
        </Button>
      }
    >
      <AlertTitle>{channel.name} is paused</AlertTitle>
      {channel.paused_notice ??
        'You have used all the videos your plan includes this month, so this channel stopped making new ones. Upgrade your plan to carry on now, or resume it next month when your videos come back.'}
    </Alert>
  );
}
