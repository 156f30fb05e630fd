import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { brandGradient, overline } from '../../lib/theme';
import { Logo } from '../ui/logo';
import { SocialLinks } from './social-links';
import { useWaitlistJoin } from '../../lib/waitlist/use-waitlist-join';
import { HoneypotField } from '../ui/honeypot-field';

const COLUMNS: { title: string; links: { label: string; to: string }[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'AI Video Creation', to: '/works-how#ai-creation' },
      { label: 'Modes & Vibes', to: '/works-how#modes' },
      { label: 'Instant Download', to: '/works-how#download' },
      { label: 'Supported Platforms', to: '/works-how#platforms' },
      { label: 'Why It’s Simple', to: '/works-how#simplicity' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Use Cases', to: '/uses' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Contact Us', to: '/contact' },
      { label: 'Start Free', to: '/signup' },
      { label: 'Podcaster Waitlist', to: '/waitlist' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Help Center', to: '/support' },
      { label: 'Creator Guides', to: '/use-cases' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms of Service', to: '/service-terms' },
      { label: 'Cookie Policy', to: '/privacy-policy#cookies' },
    ],
  },
];

function FooterJoin() {
  const [email, setEmail] = useState('');
  const [trap, setTrap] = useState('');
  const { state, join, reset } = useWaitlistJoin('footer');
  const inputId = useId();
  const statusId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await join({ email, trap })) setEmail('');
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-label="Join the Reelsmith list"
      sx={{ mt: 3, maxWidth: 400 }}
    >
      <Typography
        component="label"
        htmlFor={inputId}
        sx={{ display: 'block', fontWeight: 600, mb: 1, fontSize: 15 }}
      >
        Get early access and creator tips
      </Typography>
      <Box
        sx={{
          display: 'flex',
          p: 0.5,
          borderRadius: 999,
          bgcolor: 'rgba(255,255,255,0.05)',
          border: '1px solid rgba(255,255,255,0.12)',
          '&:focus-within': { borderColor: '#a78bfa', boxShadow: '0 0 0 3px rgba(167,139,250,0.25)' },
        }}
      >
        <Box
          component="input"
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          aria-describedby={statusId}
          aria-invalid={state.kind === 'error'}
          onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
            setEmail(e.target.value);
            if (state.kind === 'error') reset();
          }}
          size={1}
          sx={{
            flex: 1,
            minWidth: 0,
            width: '100%',
            bgcolor: 'transparent',
            border: 0,
            outline: 0,
            color: 'text.primary',
            px: 2,
            fontSize: 15,
            font: 'inherit',
          }}
        />
        <HoneypotField
          value={trap}
          onChange={(e: React.ChangeEvent<HTMLInputElement>) => setTrap(e.target.value)}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={state.kind === 'sending'}
          endIcon={<ArrowForwardRounded />}
          sx={{
            background: brandGradient,
            color: '#fff',
            whiteSpace: 'nowrap',
            '&.Mui-disabled': { color: 'rgba(255,255,255,0.8)' },
          }}
        >
          {state.kind === 'sending' ? 'Joining...' : 'Start Free'}
        </Button>
      </Box>
      <Typography
        id={statusId}
        role="status"
        sx={{
          mt: 1,
          minHeight: 22,
          fontSize: 14,
          color: state.kind === 'error' ? '#fca5a5' : state.kind === 'done' ? '#6ee7b7' : 'text.secondary',
        }}
      >
        {state.kind === 'done' || state.kind === 'error'
          ? state.message
          : 'No spam. One email when something new ships.'}
      </Typography>
    </Box>
  );
}

export function PublicFooter() {
  return (
    <Box
      component="footer"
      sx={{ position: 'relative', borderTop: '1px solid rgba(255,255,255,0.08)', bgcolor: '#09080f', mt: 0 }}
    >
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2.5, sm: 3 }, pt: { xs: 6, md: 8 }, pb: 4 }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 4 },
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0,1fr))',
              sm: 'repeat(3, minmax(0,1fr))',
              md: '1.6fr 1fr 1fr 1fr',
            },
            '& > *': { minWidth: 0 },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Logo />
            <Typography color="text.secondary" sx={{ mt: 2, maxWidth: 360, lineHeight: 1.6 }}>
              Type an idea, pick a vibe, and get a captioned, voiced short video for TikTok, Reels and Shorts
              in about 30 seconds.
            </Typography>
            <FooterJoin />
            <Box sx={{ mt: 2 }}>
              <SocialLinks />
            </Box>
          </Box>
          {COLUMNS.map((col) => (
            <Box component="nav" key={col.title} aria-label={col.title}>
              <Typography
                component="h2"
                sx={{
                  ...overline,
                  mb: 2,
                }}
              >
                {col.title}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
                {col.links.map((l) => (
                  <li key={l.label}>
                    <Box
                      component={RouterLink}
                      to={l.to}
                      sx={{
                        color: 'text.secondary',
                        textDecoration: 'none',
                        fontSize: 15,
                        '&:hover': {
                          color: 'text.primary',
                          textDecoration: 'underline',
                          textUnderlineOffset: 4,
                        },
                      }}
                    >
                      {l.label}
                    </Box>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        <Box
          sx={{
            mt: 6,
            pt: 3,
            borderTop: '1px solid rgba(255,255,255,0.08)',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
            color: '#a5a1bb',
            fontSize: 14,
          }}
        >
          <span>© {new Date().getFullYear()} Reelsmith. Made for creators.</span>
          <Box component="span" sx={{ display: 'flex', gap: 2.5, flexWrap: 'wrap' }}>
            <Box
              component={RouterLink}
              to="/privacy-policy"
              sx={{ color: 'inherit', '&:hover': { color: 'text.primary' } }}
            >
              Privacy
            </Box>
            <Box
              component={RouterLink}
              to="/service-terms"
              sx={{ color: 'inherit', '&:hover': { color: 'text.primary' } }}
            >
              Terms
            </Box>
            <Box
              component={RouterLink}
              to="/privacy-policy#cookies"
              sx={{ color: 'inherit', '&:hover': { color: 'text.primary' } }}
            >
              Cookies
            </Box>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
