import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PlatformStatus } from '../api/get-connection-status';

const TINT: Record<string, string> = {
  youtube: '#ff4d4d',
  tiktok: '#25f4ee',
  instagram: '#f472b6',
  twitter: '#7dd3fc',
  linkedin: '#60a5fa',
};

function stateChip(p: PlatformStatus) {
  if (p.platform.is_coming_soon)
    return <Chip size="small" label={p.early_access_requested ? 'Early access requested' : 'Coming soon'} />;
  if (p.is_connected) return <Chip size="small" color="success" label="Connected" />;
  if (p.needs_reconnect) return <Chip size="small" color="warning" label="Reconnect needed" />;
  if (!p.is_configured) return <Chip size="small" variant="outlined" label="Not available" />;
  return <Chip size="small" variant="outlined" label="Not connected" />;
}

export function PlatformCards({
  platforms,
  connecting,
  onConnect,
  onDisconnect,
  onEarlyAccess,
}: {
  platforms: PlatformStatus[] | undefined;
  connecting: string | null;
  onConnect: (p: string) => void;
  onDisconnect: (p: string) => void;
  onEarlyAccess: (p: string) => void;
}) {
  return (
    <Box
      component="section"
      aria-label="Platforms"
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
          xl: 'repeat(5, minmax(0, 1fr))',
        },
        gap: 2,
      }}
    >
      {!platforms &&
        Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={170} sx={{ borderRadius: '18px' }} />
        ))}
      {platforms?.map((p) => {
        const name = p.platform.name;
        const tint = TINT[name] ?? '#a78bfa';
        return (
          <Box
            key={name}
            data-testid={`platform-${name}`}
            sx={{
              p: 2.25,
              borderRadius: '18px',
              bgcolor: 'background.paper',
              border: '1px solid',
              borderColor: p.is_connected ? `${tint}66` : 'divider',
              display: 'flex',
              flexDirection: 'column',
              gap: 1.25,
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, flexWrap: 'wrap' }}>
              <Box
                aria-hidden
                sx={{
                  width: 36,
                  height: 36,
                  borderRadius: '12px',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 800,
                  color: '#0b0b10',
                  bgcolor: tint,
                }}
              >
                {p.platform.display_name[0]}
              </Box>
              <Typography component="h3" sx={{ fontWeight: 700, flex: 1 }}>
                {p.platform.display_name}
              </Typography>
              {stateChip(p)}
            </Box>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ minHeight: 40, overflowWrap: 'anywhere' }}
            >
              {p.platform.is_coming_soon
                ? 'Posting here is on the way.'
                : p.account
                  ? `${p.needs_reconnect ? 'Was' : 'As'} ${p.account.platform_username}`
                  : p.is_configured
                    ? 'Link your account to post videos here.'
                    : `Posting to ${p.platform.display_name} isn’t available on this server yet.`}
            </Typography>
            <Box sx={{ mt: 'auto' }}>
              {p.platform.is_coming_soon ? (
                <Button
                  fullWidth
                  variant="outlined"
                  disabled={p.early_access_requested}
                  onClick={() => onEarlyAccess(name)}
                >
                  Request Early Access
                </Button>
              ) : !p.is_configured ? null : p.is_connected ? (
                <Button fullWidth variant="outlined" color="inherit" onClick={() => onDisconnect(name)}>
                  Disconnect
                </Button>
              ) : (
                <Button
                  fullWidth
                  variant="contained"
                  disabled={connecting !== null}
                  onClick={() => onConnect(name)}
                  startIcon={connecting === name ? <CircularProgress size={16} color="inherit" /> : undefined}
                  aria-label={`Connect ${p.platform.display_name}`}
                >
                  {connecting === name ? 'Waiting for sign-in…' : p.needs_reconnect ? 'Reconnect' : 'Connect'}
                </Button>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
