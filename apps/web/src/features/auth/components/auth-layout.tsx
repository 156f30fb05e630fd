import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import BoltRounded from '@mui/icons-material/BoltRounded';
import ClosedCaptionRounded from '@mui/icons-material/ClosedCaptionRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { brandGradient } from '../../../lib/theme';
import { Logo } from '../../../components/ui/logo';

/** How long "signed in" stays on screen before the app opens (sign-in and activation alike). */
export const REDIRECT_AFTER_LOGIN_MS = 1000;

const POINTS = [
  { icon: <BoltRounded />, text: 'A finished short in about 30 seconds' },
  { icon: <ClosedCaptionRounded />, text: 'Captions, voice and hashtags included' },
  { icon: <AutoAwesomeRounded />, text: 'Ready for TikTok, Reels and Shorts' },
];

/** The frame of every account screen: a brand panel beside the form on wide screens, the form alone on phones. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · Reelsmith`;
  }, [title]);
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', md: 'flex' },
          position: 'relative',
          overflow: 'hidden',
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: { md: 6, lg: 8 },
          borderRight: '1px solid',
          borderColor: 'divider',
          background:
            'radial-gradient(60% 50% at 20% 10%, rgba(139,92,246,0.35) 0%, transparent 70%), radial-gradient(50% 45% at 90% 90%, rgba(236,72,153,0.28) 0%, transparent 70%), #0d0b16',
        }}
      >
        <Logo />
        <Box sx={{ maxWidth: 480 }}>
          <Typography
            variant="h2"
            component="p"
            sx={{ fontSize: { md: 40, lg: 52 }, lineHeight: 1.08, mb: 2 }}
          >
            Type an idea.{' '}
            <Box
              component="span"
              sx={{
                background: brandGradient,
                WebkitBackgroundClip: 'text',
                backgroundClip: 'text',
                color: 'transparent',
              }}
            >
              Get a video.
            </Box>
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: 18, mb: 4 }}>
            Reelsmith writes the script, voices it, cuts the visuals and burns in captions for you.
          </Typography>
          <Stack spacing={2}>
            {POINTS.map((p) => (
              <Stack key={p.text} direction="row" spacing={1.5} alignItems="center">
                <Box
                  sx={{
                    width: 36,
                    height: 36,
                    borderRadius: '10px',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'rgba(167,139,250,0.14)',
                    color: 'primary.main',
                  }}
                >
                  {p.icon}
                </Box>
                <Typography sx={{ fontWeight: 500 }}>{p.text}</Typography>
              </Stack>
            ))}
          </Stack>
        </Box>
        <Typography variant="body2" color="text.secondary">
          First video free · No credit card required
        </Typography>
      </Box>

      <Box
        component="main"
        id="main"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: { xs: 'flex-start', sm: 'center' },
          px: { xs: 2, sm: 4 },
          py: { xs: 3, sm: 6 },
        }}
      >
        <Box
          sx={{ display: { xs: 'block', md: 'none' }, alignSelf: { xs: 'flex-start', sm: 'center' }, mb: 3 }}
        >
          <Logo />
        </Box>
        <Paper
          elevation={0}
          sx={{
            width: '100%',
            maxWidth: 460,
            p: { xs: 2.5, sm: 4 },
            border: '1px solid',
            borderColor: 'divider',
            borderRadius: '24px',
            bgcolor: { xs: 'transparent', sm: 'background.paper' },
            borderWidth: { xs: 0, sm: 1 },
            px: { xs: 0.5, sm: 4 },
          }}
        >
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 28, sm: 32 }, mb: subtitle ? 1 : 3 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </Paper>
      </Box>
    </Box>
  );
}

/** The form's one big submit button: its label while idle and while the request runs. */
export function AuthSubmit({
  busy,
  pending,
  label,
  pendingLabel,
}: {
  busy: boolean;
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ py: 1.4, fontSize: 16 }}>
      {pending ? pendingLabel : label}
    </Button>
  );
}

/** "New to Reelsmith? Sign Up" under the form: the way to the other screen. */
export function AuthSwitch({ prompt, to, label }: { prompt: string; to: string; label: string }) {
  return (
    <Typography color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
      {prompt}{' '}
      <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
        {label}
      </Link>
    </Typography>
  );
}
