import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ContentCutRounded from '@mui/icons-material/ContentCutRounded';
import GraphicEqRounded from '@mui/icons-material/GraphicEqRounded';
import MicRounded from '@mui/icons-material/MicRounded';
import StarsRounded from '@mui/icons-material/StarsRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { brandGradient, gradientTile, twoColumns } from '../../../lib/theme';
import { GradientText } from '../../../components/layout/gradient-text';
import { PublicLayout } from '../../../components/layout/public-layout';
import { INVALID_EMAIL, useWaitlistJoin } from '../../../lib/waitlist/use-waitlist-join';
import { usePageMeta } from '../../../lib/page-meta';
import { HoneypotField } from '../../../components/ui/honeypot-field';

const PERKS = [
  {
    icon: <ContentCutRounded />,
    title: 'Episodes become shorts',
    body: 'Paste a moment from your show and get captioned vertical clips.',
  },
  {
    icon: <GraphicEqRounded />,
    title: 'Your voice, your style',
    body: 'Voice cloning and caption styles that match your brand.',
  },
  {
    icon: <StarsRounded />,
    title: 'First 50 podcasters',
    body: 'Early access and a direct line to the team that builds it.',
  },
];

const inputSx = {
  display: 'block',
  width: '100%',
  mt: 1,
  px: 2,
  py: 1.75,
  borderRadius: '14px',
  border: '1px solid rgba(255,255,255,0.16)',
  bgcolor: 'rgba(255,255,255,0.04)',
  color: 'text.primary',
  font: 'inherit',
  fontSize: 16,
  outline: 0,
  transition: 'border-color .2s, box-shadow .2s',
  '&::placeholder': { color: '#8f8aa6' },
  '&:focus': { borderColor: '#a78bfa', boxShadow: '0 0 0 3px rgba(167,139,250,0.25)' },
  '&[aria-invalid="true"]': { borderColor: '#f87171' },
} as const;

export default function WaitlistPage() {
  usePageMeta({
    title: 'Podcaster waitlist: early access for the first 50',
    description:
      'Join the Reelsmith waitlist for podcasters: turn episodes into captioned short videos. The first 50 podcasters get early access.',
    path: '/waitlist',
  });
  const [email, setEmail] = useState('');
  const [podcast, setPodcast] = useState('');
  const [trap, setTrap] = useState('');
  const { state, join, reset } = useWaitlistJoin('waitlist');
  const emailId = useId();
  const podcastId = useId();
  const errorId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await join({ email, podcastUrl: podcast.trim() || null, trap })) {
      setEmail('');
      setPodcast('');
    }
  };

  const submitting = state.kind === 'sending';
  return (
    <PublicLayout>
      <Box
        component="section"
        aria-labelledby="waitlist-title"
        sx={{ position: 'relative', py: { xs: 6, md: 10 } }}
      >
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            background:
              'radial-gradient(60% 50% at 20% 10%, rgba(139,92,246,0.3), transparent 70%), radial-gradient(50% 50% at 90% 40%, rgba(236,72,153,0.2), transparent 70%)',
          }}
        />
        <Box
          sx={{
            position: 'relative',
            maxWidth: 1200,
            mx: 'auto',
            px: { xs: 2.5, sm: 3 },
            ...twoColumns('1.1fr 0.9fr', { xs: 5, md: 8 }),
          }}
        >
          <Box>
            <Box
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 1,
                px: 1.5,
                py: 0.5,
                mb: 2,
                borderRadius: 999,
                fontSize: 13,
                fontWeight: 700,
                color: '#fbcfe8',
                bgcolor: 'rgba(236,72,153,0.14)',
                border: '1px solid rgba(244,114,182,0.3)',
              }}
            >
              <MicRounded sx={{ fontSize: 16 }} /> Reelsmith for podcasters
            </Box>
            <Typography
              id="waitlist-title"
              variant="h1"
              sx={{ fontSize: { xs: 40, sm: 52, md: 64 }, lineHeight: 1.04 }}
            >
              Your best moments, <GradientText>in every feed.</GradientText>
            </Typography>
            <Typography
              color="text.secondary"
              sx={{ mt: 2.5, fontSize: { xs: 17, md: 20 }, lineHeight: 1.6, maxWidth: 560 }}
            >
              We are building the fastest way to turn podcast episodes into captioned shorts for TikTok, Reels
              and YouTube Shorts. The first 50 podcasters get early access.
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 4, display: 'grid', gap: 2 }}>
              {PERKS.map((p) => (
                <Box component="li" key={p.title} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                  <Box
                    aria-hidden
                    sx={{
                      ...gradientTile(44, '12px'),
                      flexShrink: 0,
                    }}
                  >
                    {p.icon}
                  </Box>
                  <Box>
                    <Box sx={{ fontWeight: 700 }}>{p.title}</Box>
                    <Box sx={{ color: 'text.secondary' }}>{p.body}</Box>
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
          <Box
            component="form"
            onSubmit={submit}
            noValidate
            aria-labelledby="join-title"
            sx={{
              position: 'relative',
              p: { xs: 3, md: 4 },
              borderRadius: '28px',
              background: 'linear-gradient(180deg, rgba(31,23,51,0.95), rgba(21,19,31,0.95))',
              border: '1px solid rgba(167,139,250,0.25)',
              boxShadow: '0 40px 100px -40px rgba(139,92,246,0.6)',
            }}
          >
            <Typography id="join-title" variant="h2" sx={{ fontSize: 28 }}>
              Join the waitlist
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
              One email when your spot opens. No spam.
            </Typography>
            {state.kind === 'done' ? (
              <Box
                role="status"
                sx={{
                  mb: 3,
                  p: 2,
                  borderRadius: '14px',
                  bgcolor: 'rgba(52,211,153,0.12)',
                  border: '1px solid rgba(52,211,153,0.35)',
                  display: 'flex',
                  gap: 1.5,
                }}
              >
                <CheckCircleRounded sx={{ color: '#6ee7b7' }} />
                <Box>
                  <Box sx={{ fontWeight: 700 }}>{state.message}</Box>
                  {state.earlyAccess && (
                    <Box sx={{ color: 'text.secondary', mt: 0.5 }}>
                      You are one of our first 50 podcasters: early access is yours.
                    </Box>
                  )}
                </Box>
              </Box>
            ) : null}
            <Box component="label" htmlFor={emailId} sx={{ fontWeight: 600, fontSize: 15 }}>
              Email
            </Box>
            <Box
              component="input"
              id={emailId}
              type="email"
              name="email"
              autoComplete="email"
              placeholder="you@yourshow.fm"
              value={email}
              disabled={submitting}
              aria-invalid={state.kind === 'error' && state.message === INVALID_EMAIL}
              aria-describedby={state.kind === 'error' ? errorId : undefined}
              onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
                setEmail(e.target.value);
                if (state.kind === 'error') reset();
              }}
              sx={inputSx}
            />
            <Box
              component="label"
              htmlFor={podcastId}
              sx={{ display: 'block', fontWeight: 600, fontSize: 15, mt: 2.5 }}
            >
              Podcast link{' '}
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                (optional)
              </Box>
            </Box>
            <Box
              component="input"
              id={podcastId}
              type="url"
              name="podcast_url"
              inputMode="url"
              placeholder="https://yourshow.fm"
              value={podcast}
              disabled={submitting}
              onChange={(e: React.ChangeEvent<HTMLInputElement>) => setPodcast(e.target.value)}
              sx={inputSx}
            />
            <HoneypotField
              value={trap}
              onChange={(e: React.ChangeEvent<HTMLInputElement>) => setTrap(e.target.value)}
            />
            {state.kind === 'error' && (
              <Box id={errorId} role="alert" sx={{ mt: 2, color: '#fca5a5', fontWeight: 500 }}>
                {state.message}
              </Box>
            )}
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={submitting}
              sx={{
                mt: 3,
                py: 1.5,
                fontSize: 17,
                background: brandGradient,
                color: '#fff',
                '&.Mui-disabled': { color: 'rgba(255,255,255,0.85)', opacity: 0.75 },
              }}
            >
              {submitting ? 'Joining...' : 'Join the Waitlist'}
            </Button>
            <Typography sx={{ mt: 2, fontSize: 13, color: '#a5a1bb', textAlign: 'center' }}>
              By joining you agree to our privacy policy. Unsubscribe anytime.
            </Typography>
          </Box>
        </Box>
      </Box>
    </PublicLayout>
  );
}
