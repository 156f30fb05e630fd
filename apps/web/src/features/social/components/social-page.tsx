import AddRounded from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AppShell } from '../../../components/layout/app-shell';
import { compactNumber } from '../../../lib/format';
import { useSocialStats } from '../api/get-analytics';
import { useConnectionStatus } from '../api/get-connection-status';
import { usePosts } from '../api/get-posts';
import { useDisconnectPlatform } from '../api/disconnect-platform';
import { useCancelPost } from '../api/cancel-post';
import { useRetryPost } from '../api/retry-post';
import { useRequestEarlyAccess } from '../api/request-early-access';
import { useOauthPopup } from '../hooks/use-oauth-popup';
import { CreatePostDialog } from './create-post-dialog';
import { PlatformCards } from './platform-cards';
import { PostsList } from './posts-list';
import { surface } from '../../../components/ui/panel';

function StatCards() {
  const stats = useSocialStats();
  const s = stats.data;
  const cards = [
    ['Total Posts', s ? compactNumber(s.total_posts) : null],
    // No posts yet is no rate, not 0 % (a new account read as if every post had failed).
    ['Success Rate', s ? (s.total_posts ? `${s.success_rate}%` : '—') : null],
    ['Total Views', s ? compactNumber(s.total_views) : null],
    ['Connected Platforms', s ? String(s.connected_platforms.length) : null],
  ] as const;
  return (
    <Box
      component="section"
      aria-label="Posting stats"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        gap: 2,
      }}
    >
      {cards.map(([label, value]) => (
        <Box
          key={label}
          data-testid={`social-stat-${label}`}
          sx={{
            p: { xs: 1.75, sm: 2.5 },
            borderRadius: '18px',
            ...surface,
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography sx={{ fontSize: { xs: 24, sm: 30 }, fontWeight: 800, mt: 0.5 }}>
            {value ?? <Skeleton width={60} />}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export default function SocialPage() {
  const [params, setParams] = useSearchParams();
  const videoFromContent = params.get('video');
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(!!videoFromContent);
  const status = useConnectionStatus();
  const posts = usePosts();
  const disconnect = useDisconnectPlatform();
  const early = useRequestEarlyAccess();
  const retry = useRetryPost();
  const cancel = useCancelPost();
  const onConnectError = useCallback((platform: string) => setError(`Failed to connect to ${platform}`), []);
  const { connect, connecting } = useOauthPopup(onConnectError);
  const loadFailed = status.isError || posts.isError;
  // With no platform set up on this server there is nothing to post to: no Create Post at all.
  const canPost = !!status.data?.some((p) => p.is_configured && !p.platform.is_coming_soon);

  const closeCreate = () => {
    setCreating(false);
    if (videoFromContent) setParams({}, { replace: true });
  };

  return (
    <AppShell
      title="Social Media"
      subtitle="Connect your accounts, post or schedule your videos, and follow how they do."
      actions={
        canPost && (
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => setCreating(true)}>
            Create Post
          </Button>
        )
      }
    >
      <Box sx={{ display: 'grid', gap: { xs: 2.5, md: 3.5 } }}>
        {(error || loadFailed) && (
          <Alert severity="error" variant="filled" onClose={() => setError(null)} role="alert">
            {error ?? 'Failed to load dashboard data'}
          </Alert>
        )}
        <StatCards />
        <Box>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 800, mb: 1.5 }}>
            Platforms
          </Typography>
          <PlatformCards
            platforms={status.data}
            connecting={connecting}
            onConnect={(p) => void connect(p)}
            onDisconnect={(p) =>
              disconnect.mutate(p, { onError: () => setError(`Failed to disconnect from ${p}`) })
            }
            onEarlyAccess={(p) =>
              early.mutate(p, {
                onSuccess: () => window.alert(`Early access requested for ${p}!`),
                onError: () => setError(`Failed to request early access for ${p}`),
              })
            }
          />
        </Box>
        <Box>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 800, mb: 1.5 }}>
            Recent posts
          </Typography>
          <PostsList
            jobs={posts.data}
            busyId={
              retry.isPending
                ? (retry.variables ?? null)
                : cancel.isPending
                  ? (cancel.variables ?? null)
                  : null
            }
            onRetry={(id) => retry.mutate(id, { onError: () => setError('Failed to retry job') })}
            onCancel={(id) => cancel.mutate(id, { onError: () => setError('Failed to cancel job') })}
          />
        </Box>
      </Box>
      {creating && status.data && canPost && (
        <CreatePostDialog
          open
          onClose={closeCreate}
          platforms={status.data}
          initialVideoId={videoFromContent}
          onError={(m) => {
            setError(m);
          }}
        />
      )}
    </AppShell>
  );
}
