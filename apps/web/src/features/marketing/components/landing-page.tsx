import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import GraphicEqRounded from '@mui/icons-material/GraphicEqRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { bareList, twoColumns } from '../../../lib/theme';
import { GradientText } from '../../../components/layout/gradient-text';
import { PublicLayout } from '../../../components/layout/public-layout';
import { usePageMeta } from '../../../lib/page-meta';
import { IdeaBox } from './idea-box';
import { Eyebrow, GridBackdrop, Glow, pageWidth } from './section';

// The sections under the hero are not part of the first load (the phone's JavaScript budget).
const BelowFold = lazy(() => import('./landing-sections'));
const PlatformStrip = lazy(() => import('./platform-strip'));
const PhoneMockup = lazy(() => import('./phone-mockup').then((m) => ({ default: m.PhoneMockup })));
const PHONE_WIDTH = { xs: 240, sm: 270, md: 300 };

function Hero({ rest }: { rest: boolean }) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{ position: 'relative', pt: { xs: 5, md: 9 }, pb: { xs: 8, md: 12 } }}
    >
      <Glow />
      <GridBackdrop />
      <Box
        sx={{
          ...pageWidth,
          position: 'relative',
          ...twoColumns('1.15fr 0.85fr', { xs: 6, md: 6 }),
        }}
      >
        <Box
          sx={{
            // Movement only: text that starts transparent would not count as painted (LCP).
            animation: 'rs-rise .7s cubic-bezier(.2,.8,.2,1) both',
            '@keyframes rs-rise': {
              from: { transform: 'translateY(12px)' },
              to: { transform: 'none' },
            },
          }}
        >
          <Eyebrow>
            <AutoAwesomeRounded sx={{ fontSize: 16 }} /> AI short videos in about 30 seconds
          </Eyebrow>
          <Typography
            id="hero-title"
            variant="h1"
            sx={{ fontSize: { xs: 42, sm: 56, md: 72 }, lineHeight: { xs: 1.05, md: 1.02 } }}
          >
            Type an idea.
            <br />
            <GradientText>Get a viral-ready video.</GradientText>
          </Typography>
          <Typography
            color="text.secondary"
            sx={{ mt: 2.5, mb: 4, fontSize: { xs: 17, md: 20 }, lineHeight: 1.6, maxWidth: 560 }}
          >
            Reelsmith writes the script, records the voice-over, syncs the captions and adds the hashtags. You
            get a 9:16 video ready for TikTok, Reels and Shorts. No editing skills needed.
          </Typography>
          <IdeaBox />
          <Box
            component="ul"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: { xs: 1.5, sm: 3 },
              ...bareList,
              mt: 3,
              color: 'text.secondary',
              fontSize: 14,
            }}
          >
            {['First video free', 'No credit card required', 'Cancel anytime'].map((t) => (
              <Box component="li" key={t} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                <CheckRounded sx={{ fontSize: 18, color: '#6ee7b7' }} />
                {t}
              </Box>
            ))}
          </Box>
        </Box>
        <Box sx={{ position: 'relative', display: 'flex', justifyContent: 'center', py: { xs: 2, md: 0 } }}>
          <Box
            sx={{
              animation: 'rs-float 7s ease-in-out infinite',
              '@keyframes rs-float': {
                '0%,100%': { transform: 'translateY(0)' },
                '50%': { transform: 'translateY(-12px)' },
              },
            }}
          >
            {/* The drawn phone is decoration: its code follows the text, in a frame of its size. */}
            <Suspense fallback={<Box sx={{ width: PHONE_WIDTH, aspectRatio: '9 / 19' }} />}>
              <PhoneMockup width={PHONE_WIDTH} />
            </Suspense>
          </Box>
          <FloatingChip sx={{ left: { xs: 0, sm: '6%', md: '-4%' }, top: '12%' }} delay={0.3}>
            <EditNoteRounded sx={{ color: '#c4b5fd' }} /> Script written
          </FloatingChip>
          <FloatingChip
            sx={{ right: { xs: 0, sm: '6%', md: '-6%' }, top: { xs: '30%', md: '40%' } }}
            delay={0.6}
          >
            <GraphicEqRounded sx={{ color: '#f9a8d4' }} /> Voice: Rachel
          </FloatingChip>
          <FloatingChip sx={{ left: { xs: 4, sm: '8%', md: '0%' }, bottom: '14%' }} delay={0.9}>
            <CheckRounded sx={{ color: '#6ee7b7' }} /> Ready in 28 s
          </FloatingChip>
        </Box>
      </Box>
      {rest && (
        <Suspense fallback={null}>
          <PlatformStrip />
        </Suspense>
      )}
    </Box>
  );
}

function FloatingChip({ children, sx, delay }: { children: React.ReactNode; sx: object; delay: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.75,
        py: 1,
        borderRadius: '14px',
        fontSize: 14,
        fontWeight: 600,
        whiteSpace: 'nowrap',
        bgcolor: 'rgba(21,19,31,0.85)',
        backdropFilter: 'blur(10px)',
        border: '1px solid rgba(255,255,255,0.12)',
        boxShadow: '0 20px 40px -20px rgba(0,0,0,0.8)',
        animation: `rs-pop .6s ${delay}s cubic-bezier(.2,.8,.2,1) both`,
        '@keyframes rs-pop': {
          from: { opacity: 0, transform: 'scale(.9) translateY(8px)' },
          to: { opacity: 1, transform: 'none' },
        },
        ...sx,
      }}
    >
      {children}
    </Box>
  );
}

export default function LandingPage() {
  usePageMeta({
    title: 'Reelsmith: type an idea, get a viral-ready short video',
    description:
      'Reelsmith turns one sentence into a captioned, voiced 9:16 video for TikTok, Instagram Reels and YouTube Shorts in about 30 seconds. First video free.',
    path: '/',
  });
  // The hero paints first; the sections below the fold render right after, so they never delay it.
  const [belowFold, setBelowFold] = useState(false);
  useEffect(() => startTransition(() => setBelowFold(true)), []);
  return (
    <PublicLayout footer={belowFold}>
      <Hero rest={belowFold} />
      {belowFold && (
        <Suspense fallback={null}>
          <BelowFold />
        </Suspense>
      )}
    </PublicLayout>
  );
}
