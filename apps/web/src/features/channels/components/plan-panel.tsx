import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LimitAlert } from '../../../components/ui/limit-alert';
import { failureText } from '../../../lib/server-errors';
import { usePlanChannel } from '../api/plan-channel';
import type { ChannelDto as Channel, ChannelItemDto as ChannelItem } from '@reelsmith/contracts/channels';
import { ItemStateChip } from './item-state-chip';
import { panelRowSx } from '../../../components/ui/panel';

const COUNTS = [1, 2, 3, 5, 7, 14];

/** "Plan next N" and the videos on their way, each with its own progress. */
export function PlanPanel({ channel, items }: { channel: Channel; items: ChannelItem[] }) {
  const [count, setCount] = useState(7);
  const plan = usePlanChannel(channel.id);
  const making = items.filter((i) => i.state === 'planned' || i.state === 'rendering');
  const paused = channel.status === 'paused';
  const error = failureText(plan.error);
  return (
    <Box component="section" aria-labelledby="plan-title">
      <Typography id="plan-title" component="h2" variant="h6" sx={{ fontWeight: 800, mb: 1.5 }}>
        Next videos
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="How many"
          value={count}
          onChange={(e) => setCount(Number(e.target.value))}
          sx={{ width: 130 }}
        >
          {COUNTS.map((n) => (
            <MenuItem key={n} value={n}>
              {n}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          disabled={plan.isPending || paused}
          onClick={() => plan.mutate({ channelId: channel.id, count })}
        >
          {plan.isPending ? 'Planning…' : `Plan next ${count}`}
        </Button>
        {paused && (
          <Typography variant="body2" color="text.secondary">
            Resume the channel to plan more.
          </Typography>
        )}
      </Box>
      {error && <LimitAlert message={error} sx={{ mt: 1.5 }} />}
      {plan.data?.notice && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {plan.data.notice}
        </Alert>
      )}
      {plan.isSuccess && !plan.data.notice && !making.length && (
        <Alert severity="success" sx={{ mt: 1.5 }}>
          Planned. The videos appear below as they are made.
        </Alert>
      )}
      {making.length > 0 && (
        <Box
          component="ul"
          aria-label="Videos being made"
          sx={{ listStyle: 'none', m: 0, mt: 2, p: 0, display: 'grid', gap: 1 }}
        >
          {making.map((item) => (
            <Box component="li" key={item.id} data-testid="making-item" sx={panelRowSx}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {item.idea}
                </Typography>
                <ItemStateChip
                  state={item.state}
                  progress={item.state === 'rendering' ? item.percent : null}
                />
              </Box>
              <LinearProgress
                sx={{ mt: 1, borderRadius: 1 }}
                variant={item.state === 'rendering' ? 'determinate' : 'indeterminate'}
                value={item.percent}
                aria-label={`Progress of ${item.idea}`}
              />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
