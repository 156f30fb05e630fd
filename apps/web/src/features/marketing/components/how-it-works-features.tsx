import CheckRounded from '@mui/icons-material/CheckRounded';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { brandGradient, twoColumns } from '../../../lib/theme';
import { VIBE_CHOICES } from './idea-box';
import { PhoneMockup, type Scene } from './phone-mockup';
import { ReelsMark, ShortsMark, TikTokMark } from './platform-icons';
import { Eyebrow, glassCard, pageWidth } from './section';

// The how-it-works page's feature rows and their illustrations (vibes, download, platforms).

export function Feature({
  id,
  eyebrow,
  title,
  body,
  points,
  visual,
  flip,
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  body: string;
  points: string[];
  visual: ReactNode;
  flip?: boolean;
}) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} sx={{ py: { xs: 6, md: 9 } }}>
      <Box
        sx={{
          ...pageWidth,
          ...twoColumns('1fr 1fr', { xs: 4, md: 8 }),
        }}
      >
        <Box sx={{ order: { md: flip ? 2 : 1 } }}>
          <Eyebrow>{eyebrow}</Eyebrow>
          <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: { xs: 32, md: 44 }, lineHeight: 1.1 }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 2, fontSize: 18, lineHeight: 1.65 }}>
            {body}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, display: 'grid', gap: 1.25 }}>
            {points.map((p) => (
              <Box component="li" key={p} sx={{ display: 'flex', gap: 1.25, alignItems: 'center' }}>
                <Box
                  sx={{
                    width: 24,
                    height: 24,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    background: brandGradient,
                    flexShrink: 0,
                  }}
                >
                  <CheckRounded sx={{ fontSize: 16 }} />
                </Box>
                {p}
              </Box>
            ))}
          </Box>
        </Box>
        <Box sx={{ order: { md: flip ? 1 : 2 } }}>{visual}</Box>
      </Box>
    </Box>
  );
}

export function VibeGrid() {
  const scenes: Scene[] = ['neon', 'ocean', 'sunset', 'forest'];
  const captions = [
    'When the code works first try',
    'Why the sky is blue',
    'Start before you are ready',
    'My cat vs Monday mornings',
  ];
  return (
    <Box
      aria-hidden
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1.5, justifyItems: 'center' }}
    >
      {VIBE_CHOICES.map((v, i) => (
        <Box key={v.id} sx={{ textAlign: 'center', transform: { md: i % 2 ? 'translateY(24px)' : 'none' } }}>
          <PhoneMockup width={{ xs: 78, sm: 120, md: 118 }} scene={scenes[i]} caption={captions[i]} />
          <Box sx={{ mt: 1.5, fontWeight: 700, fontSize: { xs: 12, sm: 15 } }}>{v.label}</Box>
        </Box>
      ))}
    </Box>
  );
}

export function DownloadCard() {
  return (
    <Box aria-hidden sx={{ ...glassCard, p: 3, bgcolor: '#15131f' }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Box
          sx={{
            width: 64,
            height: 112,
            borderRadius: '12px',
            background: 'linear-gradient(180deg,#0c4a6e,#0891b2 50%,#67e8f9)',
            flexShrink: 0,
          }}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ fontWeight: 700, fontSize: 18 }}>octopus-three-hearts.mp4</Box>
          <Box sx={{ color: 'text.secondary', fontSize: 14, mt: 0.5 }}>1080 x 1920 · 34 s · H.264 + AAC</Box>
          <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
            {['MP4', 'SRT captions', 'Thumbnail'].map((t) => (
              <Box
                key={t}
                sx={{
                  px: 1.25,
                  py: 0.25,
                  borderRadius: 999,
                  fontSize: 12,
                  fontWeight: 700,
                  bgcolor: 'rgba(139,92,246,0.18)',
                  color: '#ddd6fe',
                }}
              >
                {t}
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
      <Box
        sx={{
          mt: 2.5,
          p: 1.5,
          borderRadius: '12px',
          bgcolor: 'rgba(0,0,0,0.3)',
          fontSize: 14,
          color: '#d4d0e6',
        }}
      >
        Octopuses have three hearts, and two of them stop when they swim. #science #facts #fyp #learnontiktok
      </Box>
      <Box
        sx={{
          mt: 2,
          py: 1.25,
          borderRadius: 999,
          textAlign: 'center',
          fontWeight: 700,
          background: brandGradient,
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <FileDownloadRounded /> Download video
      </Box>
    </Box>
  );
}

export function PlatformCards() {
  const items = [
    { icon: <TikTokMark size={28} />, name: 'TikTok', status: 'Direct posting', live: true },
    {
      icon: <ReelsMark size={28} />,
      name: 'Instagram Reels',
      status: 'Direct posting',
      live: true,
    },
    {
      icon: <ShortsMark size={28} />,
      name: 'YouTube Shorts',
      status: 'Direct posting',
      live: true,
    },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {items.map((p) => (
        <Box key={p.name} sx={{ ...glassCard, p: 2.5, display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box
            aria-hidden
            sx={{
              width: 52,
              height: 52,
              borderRadius: '14px',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(255,255,255,0.06)',
            }}
          >
            {p.icon}
          </Box>
          <Box sx={{ flex: 1 }}>
            <Box sx={{ fontWeight: 700, fontSize: 18 }}>{p.name}</Box>
            <Box sx={{ color: 'text.secondary', fontSize: 14 }}>9:16 download · {p.status}</Box>
          </Box>
          <Box
            sx={{
              px: 1.25,
              py: 0.5,
              borderRadius: 999,
              fontSize: 12,
              fontWeight: 700,
              bgcolor: p.live ? 'rgba(52,211,153,0.15)' : 'rgba(251,191,36,0.14)',
              color: p.live ? '#6ee7b7' : '#fcd34d',
            }}
          >
            {p.live ? 'Live' : 'Soon'}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
