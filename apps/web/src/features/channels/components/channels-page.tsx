import AddRounded from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AppShell } from '../../../components/layout/app-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { panelListSx, panelRowSx } from '../../../components/ui/panel';
import { useChannels } from '../api/get-channels';
import type { ChannelDto as Channel } from '@reelsmith/contracts/channels';
import { AllowanceNotice } from './allowance-notice';
import { ChannelActions } from './channel-actions';
import { ChannelFormDialog } from './channel-form-dialog';
import { cadenceText } from '../lib/cadence-text';

/** /channels: every channel with its rhythm and state; new, edit, pause or resume, delete. */
export default function ChannelsPage() {
  const channels = useChannels();
  const [editing, setEditing] = useState<Channel | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <AppShell
      title="Channels"
      subtitle="A subject, a look and a rhythm: each channel plans and makes a series of videos and posts them on schedule."
      actions={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to="/channels/brand-kits" variant="outlined">
            Brand kits
          </Button>
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing('new')}>
            New channel
          </Button>
        </Box>
      }
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        {error && (
          <Alert severity="error" onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
        {channels.isError && (
          <Alert severity="error">Your channels could not be loaded. Please try again.</Alert>
        )}
        {channels.data?.map((c) => (
          <AllowanceNotice key={c.id} channel={c} />
        ))}
        {channels.isPending ? (
          <Skeleton variant="rounded" height={120} sx={{ borderRadius: '18px' }} />
        ) : channels.data?.length === 0 ? (
          <EmptyState
            title="No channels yet"
            hint="Start one: describe its subject, pick a voice and a look, and choose the days it posts."
            action={
              <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing('new')}>
                New channel
              </Button>
            }
          />
        ) : (
          <Box component="ul" sx={panelListSx}>
            {channels.data?.map((c) => (
              <Box
                component="li"
                key={c.id}
                data-testid="channel-row"
                sx={{ ...panelRowSx, display: 'grid', gap: 1 }}
              >
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Link
                    component={RouterLink}
                    to={`/channels/${c.id}`}
                    sx={{ fontWeight: 800, fontSize: 18 }}
                  >
                    {c.name}
                  </Link>
                  <Chip
                    size="small"
                    label={c.status === 'paused' ? 'Paused' : 'Running'}
                    color={c.status === 'paused' ? 'warning' : 'success'}
                  />
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {c.niche}
                </Typography>
                <Typography variant="body2">{cadenceText(c)}</Typography>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <ChannelActions channel={c} onEdit={() => setEditing(c)} onError={setError} />
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </Box>
      {editing && (
        <ChannelFormDialog channel={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </AppShell>
  );
}
