import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ClosedCaptionRounded from '@mui/icons-material/ClosedCaptionRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import GraphicEqRounded from '@mui/icons-material/GraphicEqRounded';
import LightbulbRounded from '@mui/icons-material/LightbulbRounded';
import MovieFilterRounded from '@mui/icons-material/MovieFilterRounded';
import TouchAppRounded from '@mui/icons-material/TouchAppRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { brandGradient, bareList, twoColumns } from '../../../lib/theme';
import { GradientText } from '../../../components/layout/gradient-text';
import { PublicLayout } from '../../../components/layout/public-layout';
import { usePageMeta } from '../../../lib/page-meta';
import { CtaBand } from './cta-band';
import { VIBE_CHOICES } from './idea-box';
import { PhoneMockup, type Scene } from './phone-mockup';
import { ReelsMark, ShortsMark, TikTokMark } from './platform-icons';
import { Eyebrow, glassCard, PageHero, pageWidth, Section, headline, displayFigure } from './section';

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

function VisualFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        height: { xs: 360, md: 440 },
        borderRadius: '20px',
        position: 'relative',
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
        p: 3,
        background: 'radial-gradient(100% 100% at 50% 0%, rgba(139,92,246,0.25), rgba(21,19,31,0.9) 70%)',
        border: '1px solid rgba(255,255,255,0.08)',
      }}
    >
      {children}
    </Box>
  );
}

function IdeaVisual() {
  return (
    <Box aria-hidden sx={{ width: '100%', maxWidth: 380, ...glassCard, p: 2.5, bgcolor: '#15131f' }}>
      <Box sx={{ fontSize: 13, color: '#c4b5fd', fontWeight: 600, mb: 1 }}>Your video idea</Box>
      <Box sx={{ fontSize: 20, fontWeight: 600, minHeight: 60 }}>
        Octopuses have three hearts
        <Box
          component="span"
          sx={{
            display: 'inline-block',
            width: 2,
            height: 22,
            ml: 0.5,
            bgcolor: '#c4b5fd',
            verticalAlign: 'middle',
            animation: 'rs-caret 1s steps(1) infinite',
            '@keyframes rs-caret': { '50%': { opacity: 0 } },
          }}
        />
      </Box>
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>
        <Box
          sx={{
            px: 2,
            py: 0.75,
            borderRadius: 999,
            background: brandGradient,
            fontWeight: 700,
            fontSize: 14,
            display: 'flex',
            alignItems: 'center',
            gap: 0.75,
          }}
        >
          <AutoAwesomeRounded sx={{ fontSize: 16 }} /> Create my video
        </Box>
      </Box>
    </Box>
  );
}

function VibeVisual() {
  return (
    <Box
      aria-hidden
      sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, width: '100%', maxWidth: 380 }}
    >
      {VIBE_CHOICES.map((v, i) => (
        <Box
          key={v.id}
          sx={{
            p: 2.5,
            borderRadius: '16px',
            textAlign: 'center',
            fontWeight: 700,
            border: i === 1 ? '1px solid #a78bfa' : '1px solid rgba(255,255,255,0.08)',
            background:
              i === 1
                ? 'linear-gradient(135deg, rgba(139,92,246,0.5), rgba(236,72,153,0.35))'
                : 'rgba(255,255,255,0.04)',
          }}
        >
          <v.Icon sx={{ fontSize: 32, color: v.color, display: 'block', mx: 'auto', mb: 1 }} />
          {v.label}
        </Box>
      ))}
    </Box>
  );
}

function CreateVisual() {
  const stages = [
    { icon: <EditNoteRounded />, label: 'Writing script', pct: 100 },
    { icon: <GraphicEqRounded />, label: 'Recording voice-over', pct: 100 },
    { icon: <MovieFilterRounded />, label: 'Matching visuals and music', pct: 100 },
    { icon: <ClosedCaptionRounded />, label: 'Syncing captions', pct: 72 },
  ];
  return (
    <Box aria-hidden sx={{ width: '100%', maxWidth: 400, display: 'grid', gap: 1.5 }}>
      {stages.map((s, i) => (
        <Box
          key={s.label}
          sx={{ ...glassCard, bgcolor: '#15131f', p: 2, display: 'flex', alignItems: 'center', gap: 1.5 }}
        >
          <Box
            sx={{
              width: 38,
              height: 38,
              borderRadius: '10px',
              display: 'grid',
              placeItems: 'center',
              background: s.pct === 100 ? brandGradient : 'rgba(255,255,255,0.08)',
              flexShrink: 0,
            }}
          >
            {s.icon}
          </Box>
          <Box sx={{ flex: 1 }}>
            <Box
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                fontSize: 14,
                fontWeight: 600,
                mb: 0.75,
              }}
            >
              {s.label}
              {s.pct === 100 ? (
                <CheckRounded sx={{ fontSize: 18, color: '#6ee7b7' }} />
              ) : (
                <span>{s.pct}%</span>
              )}
            </Box>
            <Box sx={{ height: 6, borderRadius: 9, bgcolor: 'rgba(255,255,255,0.08)', overflow: 'hidden' }}>
              <Box
                sx={{
                  height: '100%',
                  width: `${s.pct}%`,
                  background: brandGradient,
                  transformOrigin: 'left',
                  animation: `rs-fill 1s ${i * 0.25}s cubic-bezier(.2,.8,.2,1) both`,
                  '@keyframes rs-fill': { from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(1)' } },
                }}
              />
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function Walkthrough() {
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

const FLOW = [
  { icon: <LightbulbRounded />, label: 'Idea' },
  { icon: <EditNoteRounded />, label: 'Script' },
  { icon: <GraphicEqRounded />, label: 'Voice' },
  { icon: <MovieFilterRounded />, label: 'Visuals' },
  { icon: <ClosedCaptionRounded />, label: 'Captions' },
  { icon: <FileDownloadRounded />, label: 'Video' },
];

function SummaryFlow() {
  return (
    <Box
      component="ol"
      aria-label="The workflow"
      sx={{
        ...bareList,
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' },
        gap: { xs: 2, md: 0 },
        position: 'relative',
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', md: 'block' },
          position: 'absolute',
          top: 32,
          left: '8%',
          right: '8%',
          height: 2,
          background: 'linear-gradient(90deg, rgba(139,92,246,0.2), #ec4899, rgba(139,92,246,0.2))',
        }}
      />
      {FLOW.map((f, i) => (
        <Box component="li" key={f.label} sx={{ textAlign: 'center', position: 'relative' }}>
          <Box
            sx={{
              width: 64,
              height: 64,
              mx: 'auto',
              borderRadius: '20px',
              display: 'grid',
              placeItems: 'center',
              color: '#fff',
              background: i === FLOW.length - 1 ? brandGradient : '#1c1929',
              border: '1px solid rgba(255,255,255,0.1)',
              boxShadow: '0 10px 30px -10px rgba(0,0,0,0.7)',
            }}
          >
            {f.icon}
          </Box>
          <Box sx={{ mt: 1.5, fontWeight: 700 }}>{f.label}</Box>
        </Box>
      ))}
    </Box>
  );
}

const STATS = [
  { value: '~30 s', label: 'from idea to video' },
  { value: '10,000+', label: 'videos generated' },
  { value: '3', label: 'platforms supported' },
  { value: '4.7/5', label: 'creator rating' },
];

function Feature({
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

function VibeGrid() {
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

function DownloadCard() {
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

function PlatformCards() {
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

export default function HowItWorksPage() {
  usePageMeta({
    title: 'How it works: idea to short video in four steps',
    description:
      'Type an idea, choose a vibe, and Reelsmith writes, voices, captions and edits a 9:16 video in about 30 seconds. Download it or post it to TikTok.',
    path: '/works-how',
  });
  return (
    <PublicLayout>
      <PageHero
        id="hiw-title"
        eyebrow={
          <>
            <TouchAppRounded sx={{ fontSize: 16 }} /> How it works
          </>
        }
        title={headline('From idea to posted', 'in four steps.')}
        lead="No timeline, no keyframes, no stock-footage hunting. Walk through what happens when you press create."
      />
      <Box component="section" aria-label="Walkthrough" sx={{ pb: { xs: 6, md: 10 } }}>
        <Box sx={pageWidth}>
          <Walkthrough />
        </Box>
      </Box>
      <Section
        id="workflow"
        eyebrow="The whole pipeline"
        title={headline('One click,', 'six jobs done.')}
        lead="Every video goes through the same careful pipeline, so every video comes out finished."
      >
        <SummaryFlow />
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: { xs: 6, md: 9 },
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {STATS.map((s) => (
            <Box
              key={s.label}
              sx={{
                ...glassCard,
                p: { xs: 2.5, md: 3 },
                textAlign: 'center',
                display: 'flex',
                flexDirection: 'column-reverse',
              }}
            >
              <Box component="dt" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {s.label}
              </Box>
              <Box
                component="dd"
                sx={{
                  m: 0,
                  ...displayFigure,
                  fontSize: { xs: 32, md: 44 },
                  letterSpacing: '-0.02em',
                }}
              >
                <GradientText>{s.value}</GradientText>
              </Box>
            </Box>
          ))}
        </Box>
      </Section>
      <Feature
        id="ai-creation"
        eyebrow="AI video creation"
        title={headline('A script, a voice and an edit,', 'written for the feed.')}
        body="Reelsmith writes a hook-first script sized to your length, narrates it with a natural voice, picks visuals and music that fit, and burns in captions timed to every word."
        points={[
          'Prompt engineering built in',
          'Natural voices, or your own with voice cloning',
          'Music mixed under the voice',
        ]}
        visual={<CreateVisual />}
      />
      <Feature
        id="modes"
        flip
        eyebrow="Modes and vibes"
        title={headline('Four vibes,', 'four different videos.')}
        body="The same idea lands differently as a meme or a lesson. The vibe you pick shapes the script, the voice, the pacing and the music."
        points={[
          'Meme: punchy, ironic, fast cuts',
          'Educational: clear, calm, structured',
          'Motivational and Comedy for everything in between',
        ]}
        visual={<VibeGrid />}
      />
      <Feature
        id="download"
        eyebrow="Instant download"
        title={headline('Finished files,', 'ready to upload.')}
        body="Download a 1080x1920 MP4 with captions burned in, plus the caption file, a thumbnail, and a post caption with hashtags."
        points={['Full HD, 9:16', 'Captions as SRT too', 'Caption and hashtags to paste']}
        visual={<DownloadCard />}
      />
      <Feature
        id="platforms"
        flip
        eyebrow="Supported platforms"
        title={headline('Made for TikTok,', 'Reels and Shorts.')}
        body="Every video fits the vertical feeds: safe areas for captions, the right length and the right format."
        points={[
          'Direct posting to TikTok, Instagram Reels and YouTube Shorts',
          'Or download the video and upload it yourself',
        ]}
        visual={<PlatformCards />}
      />
      <Feature
        id="simplicity"
        eyebrow="Why it’s simple"
        title={headline('If you can type,', 'you can make videos.')}
        body="No software to learn, no timeline to fight. Reelsmith makes every editing decision, and you can still tweak the script, the voice and the captions before you post."
        points={[
          'No editing skills needed',
          'First video free, no credit card',
          'Works on your phone and your laptop',
        ]}
        visual={
          <Box sx={{ display: 'grid', placeItems: 'center' }}>
            <PhoneMockup width={{ xs: 220, md: 250 }} scene="neon" caption="If you can type you can post" />
          </Box>
        }
      />
      <CtaBand
        title="See it with your own idea."
        lead="Your first video is free. It takes about 30 seconds."
        points={[
          { icon: <CheckRounded />, text: 'First video free' },
          { icon: <CheckRounded />, text: 'No editing skills needed' },
        ]}
      />
    </PublicLayout>
  );
}
