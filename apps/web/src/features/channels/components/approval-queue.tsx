import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { panelRowSx } from '../../../components/ui/panel';
import type { ItemAction } from '../api/change-item';
import type { ChannelItemDto as ChannelItem } from '@reelsmith/contracts/channels';

/** Finished videos waiting for the creator: approve (it gets the next free slot), edit, or reject. */
export function ApprovalQueue({
  items,
  busyId,
  onAct,
}: {
  items: ChannelItem[];
  busyId: string | null;
  onAct: (item: ChannelItem, action: ItemAction) => void;
}) {
  const waiting = items.filter((i) => i.state === 'rendered');
  return (
    <Box component="section" aria-labelledby="review-title">
      <Typography id="review-title" component="h2" variant="h6" sx={{ fontWeight: 800, mb: 1.5 }}>
        Ready to review {waiting.length > 0 && `(${waiting.length})`}
      </Typography>
      {!waiting.length ? (
        <Typography color="text.secondary">
          Nothing to review right now. Finished videos wait here for your approval.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {waiting.map((item) => (
            <Box
              component="li"
              key={item.id}
              data-testid="review-item"
              sx={{ ...panelRowSx, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
            >
              {item.thumbnail_url && (
                <Box
                  component="img"
                  src={item.thumbnail_url}
                  alt=""
                  sx={{ width: 45, height: 80, objectFit: 'cover', borderRadius: '8px', flexShrink: 0 }}
                />
              )}
              <Typography sx={{ fontWeight: 600, flex: '1 1 200px', overflowWrap: 'anywhere' }}>
                {item.idea}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button
                  variant="contained"
                  size="small"
                  disabled={busyId === item.id}
                  onClick={() => onAct(item, 'approve')}
                  aria-label={`Approve ${item.idea}`}
                >
                  Approve
                </Button>
                {item.video_id && (
                  <Button
                    size="small"
                    variant="outlined"
                    component={RouterLink}
                    to={`/videos/${item.video_id}/edit`}
                    aria-label={`Edit ${item.idea}`}
                  >
                    Edit
                  </Button>
                )}
                <Button
                  size="small"
                  color="error"
                  disabled={busyId === item.id}
                  onClick={() => onAct(item, 'reject')}
                  aria-label={`Reject ${item.idea}`}
                >
                  Reject
                </Button>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
