import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { brandGradient, bareList } from '../../../lib/theme';
import { ReelsMark, ShortsMark, TikTokMark } from './platform-icons';
import { glassCard, Section, headline } from './section';

// The landing's three steps, each with a small picture of the screen.

const STEPS = [
  {
    n: '01',
    title: 'Type your idea',
    body: 'One sentence is enough: a fact, a tip, a joke, a product.',
    visual: 'idea',
  },
  {
    n: '02',
    title: 'Pick a vibe',
    body: 'Meme, Educational, Motivational or Comedy sets the tone of script, voice and music.',
    visual: 'vibe',
  },
  {
    n: '03',
    title: 'Download and post',
    body: 'A captioned 9:16 video with hashtags, ready for TikTok, Reels and Shorts.',
    visual: 'post',
  },
] as const;

function StepVisual({ kind }: { kind: (typeof STEPS)[number]['visual'] }) {
  const frame = {
    height: 132,
    borderRadius: '14px',
    bgcolor: 'rgba(0,0,0,0.25)',
    border: '1px solid rgba(255,255,255,0.06)',
    p: 2,
    mb: 3,
    overflow: 'hidden',
    position: 'relative',
  } as const;
  if (kind === 'idea')
    return (
      <Box aria-hidden sx={frame}>
        <Box sx={{ fontSize: 13, color: '#a5a1bb', mb: 1 }}>Your video idea</Box>
        <Box sx={{ fontSize: 16, fontWeight: 600 }}>
          Why octopuses have three hearts
          <Box
            component="span"
            sx={{
              display: 'inline-block',
              width: 2,
              height: 18,
              ml: 0.25,
              bgcolor: '#c4b5fd',
              verticalAlign: 'middle',
              animation: 'rs-caret 1s steps(1) infinite',
              '@keyframes rs-caret': { '50%': { opacity: 0 } },
            }}
          />
        </Box>
        <Box
          sx={{
            position: 'absolute',
            right: 16,
            bottom: 16,
            px: 1.5,
            py: 0.5,
            borderRadius: 999,
            background: brandGradient,
            fontSize: 12,
            fontWeight: 700,
          }}
        >
          Create
        </Box>
      </Box>
    );
  if (kind === 'vibe')
    return (
      <Box aria-hidden sx={{ ...frame, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        {['Meme', 'Educational', 'Motivational', 'Comedy'].map((v, i) => (
          <Box
            key={v}
            sx={{
              display: 'grid',
              placeItems: 'center',
              borderRadius: '10px',
              fontSize: 13,
              fontWeight: 600,
              bgcolor: i === 1 ? 'rgba(139,92,246,0.45)' : 'rgba(255,255,255,0.05)',
              border: i === 1 ? '1px solid #a78bfa' : '1px solid transparent',
            }}
          >
            {v}
          </Box>
        ))}
      </Box>
    );
  return (
    <Box aria-hidden sx={{ ...frame, display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box
        sx={{
          width: 54,
          height: 96,
          borderRadius: '10px',
          flexShrink: 0,
          background: 'linear-gradient(180deg,#7c3aed,#db2777 70%,#f59e0b)',
        }}
      />
      <Box sx={{ flex: 1, display: 'grid', gap: 1 }}>
        {[
          { icon: <TikTokMark size={14} />, t: 'TikTok', s: 'Posted' },
          { icon: <ReelsMark size={14} />, t: 'Reels', s: 'Ready' },
          { icon: <ShortsMark size={14} />, t: 'Shorts', s: 'Ready' },
        ].map((p) => (
          <Box
            key={p.t}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 13, fontWeight: 600 }}
          >
            {p.icon}
            {p.t}
            <Box component="span" sx={{ ml: 'auto', color: '#6ee7b7', fontSize: 12 }}>
              {p.s}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export function ThreeSteps() {
  return (
    <Section id="how" eyebrow="How it works" title={headline('Three steps.', 'Thirty seconds.')}>
      <Box
        component="ol"
        sx={{
          ...bareList,
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {STEPS.map((s) => (
          <Box
            component="li"
            key={s.n}
            sx={{
              ...glassCard,
              p: 3,
              transition: 'transform .25s, border-color .25s',
              '&:hover': { transform: 'translateY(-4px)', borderColor: 'rgba(167,139,250,0.35)' },
            }}
          >
            <StepVisual kind={s.visual} />
            <Box sx={{ fontSize: 13, fontWeight: 800, color: '#c4b5fd', letterSpacing: '0.1em' }}>
              STEP {s.n}
            </Box>
            <Typography variant="h3" sx={{ fontSize: 22, mt: 1, mb: 1 }}>
              {s.title}
            </Typography>
            <Typography color="text.secondary" sx={{ lineHeight: 1.6 }}>
              {s.body}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ textAlign: 'center', mt: 5 }}>
        <Button
          component={RouterLink}
          to="/works-how"
          endIcon={<ArrowForwardRounded />}
          sx={{ color: '#ddd6fe' }}
        >
          See the full walkthrough
        </Button>
      </Box>
    </Section>
  );
}
