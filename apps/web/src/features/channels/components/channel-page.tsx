import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { AppShell } from '../../../components/layout/app-shell';
import { panelSx } from '../../../components/ui/panel';
import { failureText } from '../../../lib/server-errors';
import { useActOnItem, useRescheduleItem, type ItemAction } from '../api/change-item';
import { useChannel } from '../api/get-channels';
import { useChannelItems } from '../api/get-channel-items';
import type { ChannelItemDto as ChannelItem } from '@reelsmith/contracts/channels';
import { cadenceText } from '../lib/cadence-text';
import { moveToDay } from '../lib/calendar-days';
import { AllowanceNotice } from './allowance-notice';
import { ApprovalQueue } from './approval-queue';
import { ChannelActions } from './channel-actions';
import { ChannelFormDialog } from './channel-form-dialog';
import { ContentCalendar } from './content-calendar';
import { PlanPanel } from './plan-panel';

const ACTION_FAILED: Record<ItemAction, string> = {
  approve: 'That video could not be approved.',
  reject: 'That video could not be rejected.',
  retry: 'That post could not be sent again.',
};

/** /channels/:id: plan the next videos, review them, and see and move them on the calendar. */
export default function ChannelPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const channel = useChannel(id);
  const items = useChannelItems(id);
  const act = useActOnItem(id);
  const move = useRescheduleItem(id);
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busyId = act.isPending
    ? (act.variables?.item.id ?? null)
    : move.isPending
      ? (move.variables?.item.id ?? null)
      : null;

  const onAct = (item: ChannelItem, action: ItemAction) =>
    act.mutate(
      { channelId: id, item, action },
      { onError: (e) => setError(failureText(e, ACTION_FAILED[action])) },
    );
  const onMove = (item: ChannelItem, day: Date) =>
    move.mutate(
      { channelId: id, item, scheduledAt: moveToDay(item.scheduled_at, day, channel.data?.cadence.time) },
      { onError: (e) => setError(failureText(e, 'That video could not be moved.')) },
    );

  const c = channel.data;
  const back = (
    <Button component={RouterLink} to="/channels" startIcon={<ArrowBackRounded />} variant="outlined">
      Channels
    </Button>
  );
  if (channel.isError)
    return (
      <AppShell title="Channel" actions={back}>
        <Alert severity="error">This channel could not be found. It may have been deleted.</Alert>
      </AppShell>
    );
  return (
    <AppShell title={c?.name ?? 'Channel'} subtitle={c ? cadenceText(c) : undefined} actions={back}>
      {!c ? (
        <Skeleton variant="rounded" height={240} sx={{ borderRadius: '18px' }} />
      ) : (
        <Box sx={{ display: 'grid', gap: { xs: 2.5, md: 3.5 } }}>
          {error && (
            <Alert severity="error" onClose={() => setError(null)}>
              {error}
            </Alert>
          )}
          <AllowanceNotice channel={c} />
          <Box sx={{ ...panelSx, display: 'grid', gap: 1 }}>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {c.niche}
            </Typography>
            <Typography variant="body2">
              {c.status === 'paused' ? 'Paused: nothing new is made or posted.' : 'Running.'}{' '}
              {c.approval_mode === 'auto'
                ? 'Videos post automatically when ready.'
                : 'You approve each video first.'}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <ChannelActions
                channel={c}
                onEdit={() => setEditing(true)}
                onDeleted={() => void navigate('/channels', { replace: true })}
                onError={setError}
              />
            </Box>
          </Box>
          {items.isError && (
            <Alert severity="error">This channel’s videos could not be loaded. Please try again.</Alert>
          )}
          {!items.data ? (
            <Skeleton variant="rounded" height={160} sx={{ borderRadius: '18px' }} />
          ) : (
            <>
              <PlanPanel channel={c} items={items.data} />
              <ApprovalQueue items={items.data} busyId={busyId} onAct={onAct} />
              <ContentCalendar
                items={items.data}
                busyId={busyId}
                onMove={onMove}
                onRetry={(item) => onAct(item, item.post_id ? 'retry' : 'reject')}
              />
            </>
          )}
        </Box>
      )}
      {editing && c && <ChannelFormDialog channel={c} onClose={() => setEditing(false)} />}
    </AppShell>
  );
}
