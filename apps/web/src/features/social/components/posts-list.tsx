import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { compactNumber, timeAgo } from '../../../lib/format';
import type { PostJob } from '../api/get-posts';
import { surface } from '../../../components/ui/panel';

const STATUS_COLOR = {
  pending: 'default',
  processing: 'info',
  posted: 'success',
  failed: 'error',
  scheduled: 'secondary',
  cancelled: 'default',
} as const;

const PLATFORM_COLOR: Record<string, 'default' | 'info' | 'success' | 'error'> = {
  pending: 'default',
  posting: 'info',
  posted: 'success',
  failed: 'error',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

export function PostsList({
  jobs,
  onRetry,
  onCancel,
  busyId,
}: {
  jobs: PostJob[] | undefined;
  onRetry: (id: string) => void;
  onCancel: (id: string) => void;
  busyId: string | null;
}) {
  if (!jobs) return <Skeleton variant="rounded" height={120} sx={{ borderRadius: '18px' }} />;
  if (!jobs.length)
    return (
      <Box
        sx={{ p: 4, textAlign: 'center', borderRadius: '18px', border: '1px dashed', borderColor: 'divider' }}
      >
        <Typography sx={{ fontWeight: 700 }}>No posts yet</Typography>
        <Typography variant="body2" color="text.secondary">
          Connect a platform, then post one of your finished videos.
        </Typography>
      </Box>
    );
  return (
    <Box
      component="ul"
      aria-label="Recent posts"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {jobs.map((j) => (
        <Box
          component="li"
          key={j.id}
          data-testid="post-job"
          sx={{
            p: 2,
            borderRadius: '18px',
            ...surface,
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap' }}>
            <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
              <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {j.title}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {j.status === 'scheduled' && j.scheduled_for
                  ? `Scheduled for ${when(j.scheduled_for)}`
                  : timeAgo(j.created_at)}
              </Typography>
            </Box>
            <Chip
              label={j.status}
              color={STATUS_COLOR[j.status]}
              size="small"
              sx={{ textTransform: 'capitalize', fontWeight: 600 }}
            />
          </Box>
          <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 1.25 }}>
            {j.platforms.map((p) => (
              <Chip
                key={p.platform_name}
                size="small"
                variant="outlined"
                color={PLATFORM_COLOR[p.status] ?? 'default'}
                label={`${p.platform_name}: ${p.status}`}
                {...(p.url
                  ? { component: 'a', href: p.url, target: '_blank', rel: 'noreferrer', clickable: true }
                  : {})}
              />
            ))}
          </Box>
          {j.status === 'posted' && (
            <Box
              data-testid="post-metrics"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(4, 1fr)',
                gap: 1,
                mt: 1.5,
                textAlign: 'center',
              }}
            >
              {(
                [
                  ['Views', j.total_views],
                  ['Likes', j.total_likes],
                  ['Comments', j.total_comments],
                  ['Shares', j.total_shares],
                ] as const
              ).map(([label, n]) => (
                <Box key={label} sx={{ p: 1, borderRadius: '12px', bgcolor: 'rgba(255,255,255,0.04)' }}>
                  <Typography sx={{ fontWeight: 800 }}>{compactNumber(n)}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {label}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
          {j.error_message && j.status === 'failed' && (
            <Typography variant="body2" color="error.light" sx={{ mt: 1.25, overflowWrap: 'anywhere' }}>
              {j.error_message}
            </Typography>
          )}
          {(j.status === 'failed' || j.status === 'pending' || j.status === 'scheduled') && (
            <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
              {j.status === 'failed' && (
                <Button
                  size="small"
                  variant="contained"
                  disabled={busyId === j.id}
                  onClick={() => onRetry(j.id)}
                >
                  Retry
                </Button>
              )}
              {(j.status === 'pending' || j.status === 'scheduled') && (
                <Button
                  size="small"
                  variant="outlined"
                  color="inherit"
                  disabled={busyId === j.id}
                  onClick={() => onCancel(j.id)}
                >
                  Cancel
                </Button>
              )}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
