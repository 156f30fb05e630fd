import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { Usage } from '../../lib/billing/billing-api';

function Meter({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  const pct = limit ? Math.min(100, Math.round((used / limit) * 100)) : 0;
  // Said as what is left, like the header's badge and the dashboard.
  const text =
    limit === null ? `${used} this month · unlimited` : `${Math.max(0, limit - used)} of ${limit} left`;
  const color = limit !== null && pct >= 100 ? 'error' : limit !== null && pct >= 80 ? 'warning' : 'primary';
  return (
    <Box sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', fontSize: 13, gap: 1 }}>
        <span>{label}</span>
        <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {text}
        </Box>
      </Box>
      {limit !== null && (
        <LinearProgress
          variant="determinate"
          value={pct}
          color={color}
          aria-label={`${label}: ${text}`}
          sx={{ mt: 0.5, height: 6, borderRadius: 3, bgcolor: 'rgba(255,255,255,0.08)' }}
        />
      )}
    </Box>
  );
}

/**
 * This month's usage against the plan: videos and voice generations, with when it resets. `dense`
 * (the sidebar, where the navigation needs the height) shows the videos only; Settings shows all.
 */
export function UsageMeter({ usage, dense = false }: { usage: Usage; dense?: boolean }) {
  // Only where it shows: a browser's first date format costs a phone about a tenth of a second.
  const resets = () =>
    new Date(`${usage.resets_on}T00:00:00`).toLocaleDateString(undefined, { day: 'numeric', month: 'long' });
  return (
    <Box data-testid="usage-meter">
      <Meter label="Videos" used={usage.videos.used} limit={usage.videos.limit} />
      {!dense && <Meter label="Voice generations" used={usage.voice.used} limit={usage.voice.limit} />}
      {!dense && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          Resets on {resets()} ({usage.time_zone.replace(/_/g, ' ')} time).
        </Typography>
      )}
    </Box>
  );
}
