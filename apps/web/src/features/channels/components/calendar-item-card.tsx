import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ChannelItemDto as ChannelItem } from '@reelsmith/contracts/channels';
import { dayKey } from '../lib/calendar-days';
import { ItemStateChip } from './item-state-chip';
import { MoveToMenu } from './move-to-menu';

/** Approved and scheduled items can move to another day; the rest stay where they are. */
export const canMove = (item: ChannelItem) => item.state === 'approved' || item.state === 'scheduled';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

export function CalendarItemCard({
  item,
  busy,
  onMove,
  onRetry,
}: {
  item: ChannelItem;
  busy: boolean;
  onMove: (item: ChannelItem, day: Date) => void;
  onRetry: (item: ChannelItem) => void;
}) {
  const movable = canMove(item) && !busy;
  return (
    <Box
      data-testid="calendar-item"
      data-item-id={item.id}
      draggable={movable}
      onDragStart={(e) => {
        e.dataTransfer.setData('text/plain', item.id);
        e.dataTransfer.effectAllowed = 'move';
      }}
      sx={{
        p: 1,
        borderRadius: '10px',
        bgcolor: 'background.default',
        border: '1px solid',
        borderColor: item.state === 'failed' ? 'error.main' : 'divider',
        cursor: movable ? 'grab' : 'default',
        opacity: busy ? 0.6 : 1,
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, justifyContent: 'space-between' }}>
        <ItemStateChip state={item.state} progress={item.percent} />
        {canMove(item) && (
          <MoveToMenu
            label={item.idea}
            currentDay={item.scheduled_at ? dayKey(new Date(item.scheduled_at)) : null}
            disabled={busy}
            onMove={(d) => onMove(item, d)}
          />
        )}
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {item.idea}
      </Typography>
      {item.scheduled_at && (
        <Typography variant="caption" color="text.secondary">
          {timeOf(item.scheduled_at)}
        </Typography>
      )}
      {item.state === 'failed' && (
        <Box sx={{ mt: 0.5 }}>
          <Typography variant="caption" color="error" component="p" role="status">
            {item.error ?? 'Something went wrong with this video.'}
          </Typography>
          {/* A failed post is sent again; a video that could not be made gives way to a new idea. */}
          <Button size="small" onClick={() => onRetry(item)} disabled={busy}>
            {item.post_id ? 'Retry' : 'Try a new idea'}
          </Button>
        </Box>
      )}
    </Box>
  );
}
