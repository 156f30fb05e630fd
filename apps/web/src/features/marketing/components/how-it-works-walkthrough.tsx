import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { brandGradient, twoColumns } from '../../../lib/theme';
import { PhoneMockup } from './phone-mockup';
import { VisualFrame, IdeaVisual, VibeVisual, CreateVisual } from './how-it-works-visuals';

// The how-it-works page's four steps, each with its illustration.

const WALKTHROUGH: { title: string; body: string; points: string[]; visual: ReactNode }[] = [
  {
    title: 'Type your idea',
    body: 'Start with one sentence: a fact, a tip, a product, a joke. Reelsmith figures out the angle.',
    points: ['Any topic, any niche', 'Up to 1,000 characters', 'No script needed'],
    visual: <IdeaVisual />,
  },
  {
    title: 'Choose your vibe',
    body: 'The vibe sets the tone of the script, the energy of the voice and the pace of the edit.',
    points: [
      'Meme, Educational, Motivational or Comedy',
      '21 voice characters to pick from',
      '15 to 60 seconds long',
    ],
    visual: <VibeVisual />,
  },
  {
    title: 'AI creates your video',
    body: 'In about 30 seconds the script is written, voiced, matched with visuals and music, and captioned word by word.',
    points: ['Hook-first script', 'Natural voice-over', 'Word-synced captions'],
    visual: <CreateVisual />,
  },
  {
    title: 'Download and post',
    body: 'Get a 1080x1920 MP4 with a post caption and hashtags. Post to TikTok directly, or download for Reels and Shorts.',
    points: ['MP4 in 9:16', 'Caption and hashtags ready', 'Direct posting to TikTok'],
    visual: (
      <PhoneMockup
        width={200}
        scene="ocean"
        caption="Octopuses have three hearts"
        label="The finished video, ready to post"
      />
    ),
  },
];

export function Walkthrough() {
  const [step, setStep] = useState(0);
  const current = WALKTHROUGH[step];
  return (
    <Box sx={twoColumns('0.9fr 1.1fr', { xs: 3, md: 5 })}>
      <Box>
        <Box
          component="ol"
          aria-label="Steps"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 1, mb: 3 }}
        >
          {WALKTHROUGH.map((s, i) => (
            <li key={s.title}>
              <Box
                component="button"
                type="button"
                onClick={() => setStep(i)}
                aria-current={i === step ? 'step' : undefined}
                aria-label={`Step ${i + 1}: ${s.title}`}
                sx={{
                  width: 44,
                  height: 44,
                  borderRadius: '50%',
                  border: i === step ? 0 : '1px solid rgba(255,255,255,0.15)',
                  cursor: 'pointer',
                  font: 'inherit',
                  fontWeight: 800,
                  color: '#fff',
                  background: i === step ? brandGradient : i < step ? 'rgba(139,92,246,0.3)' : 'transparent',
                  transition: 'background .25s',
                }}
              >
                {i + 1}
              </Box>
            </li>
          ))}
        </Box>
        <Box
          key={step}
          sx={{
            animation: 'rs-step .4s cubic-bezier(.2,.8,.2,1)',
            '@keyframes rs-step': {
              from: { opacity: 0, transform: 'translateX(12px)' },
              to: { opacity: 1, transform: 'none' },
            },
          }}
        >
          <Typography
            data-testid="walkthrough-indicator"
            aria-live="polite"
            sx={{
              color: '#c4b5fd',
              fontWeight: 700,
              letterSpacing: '0.06em',
              textTransform: 'uppercase',
              fontSize: 14,
            }}
          >
            {step + 1} of 4
          </Typography>
          <Typography variant="h3" sx={{ fontSize: { xs: 30, md: 40 }, mt: 1, mb: 1.5 }}>
            {current.title}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: 18, lineHeight: 1.6 }}>
            {current.body}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, display: 'grid', gap: 1.25 }}>
            {current.points.map((p) => (
              <Box
                component="li"
                key={p}
                sx={{ display: 'flex', gap: 1.25, alignItems: 'center', fontWeight: 500 }}
              >
                <CheckRounded sx={{ color: '#f9a8d4', fontSize: 20 }} /> {p}
              </Box>
            ))}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, mt: 4 }}>
          <Button
            variant="outlined"
            startIcon={<ArrowBackRounded />}
            disabled={step === 0}
            onClick={() => setStep((s) => Math.max(0, s - 1))}
            sx={{ color: 'text.primary', borderColor: 'rgba(255,255,255,0.2)' }}
          >
            Previous
          </Button>
          <Button
            variant="contained"
            endIcon={<ArrowForwardRounded />}
            disabled={step === 3}
            onClick={() => setStep((s) => Math.min(3, s + 1))}
            sx={{
              background: brandGradient,
              color: '#fff',
              '&.Mui-disabled': { background: 'rgba(255,255,255,0.08)', color: '#8f8aa6' },
            }}
          >
            Next
          </Button>
        </Box>
      </Box>
      <VisualFrame>{current.visual}</VisualFrame>
    </Box>
  );
}
