import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ClosedCaptionRounded from '@mui/icons-material/ClosedCaptionRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import GraphicEqRounded from '@mui/icons-material/GraphicEqRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import TagRounded from '@mui/icons-material/TagRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { brandGradient, bareList } from '../../../lib/theme';
import { CtaBand } from './cta-band';
import { ReelsMark, ShortsMark, TikTokMark } from './platform-icons';
import { PlanCards } from './plan-cards';
import { glassCard, Section, headline } from './section';
import { StatRotator } from './stat-rotator';

const OLD_WAY = [
  '4 to 6 hours of editing per video',
  'Learn complex editing software',
  'Hunt for music, footage and fonts',
  'Type captions word by word',
  '$50 to $500 per video for an editor',
];
const OUR_WAY = [
  'About 30 seconds per video',
  'Type one sentence, pick a vibe',
  'Visuals and music chosen for you',
  'Word-synced captions, automatically',
  'First video free, then $15 a month',
];

function Comparison() {
  return (
    <Section
      id="compare"
      eyebrow="Old way vs our way"
      title={headline('Stop editing.', 'Start posting.')}
      lead="Short-form rewards whoever posts most consistently. Editing is what stops you."
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box sx={{ ...glassCard, p: { xs: 3, md: 4 } }}>
          <Typography variant="h3" sx={{ fontSize: 22, mb: 0.5, color: '#d4d0e6' }}>
            The old way
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Hours per clip, every clip.
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.75 }}>
            {OLD_WAY.map((t) => (
              <Box
                component="li"
                key={t}
                sx={{ display: 'flex', gap: 1.5, alignItems: 'center', color: '#c4c0d6' }}
              >
                <Box
                  sx={{
                    width: 28,
                    height: 28,
                    flexShrink: 0,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'rgba(248,113,113,0.12)',
                  }}
                >
                  <CloseRounded sx={{ fontSize: 18, color: '#fca5a5' }} />
                </Box>
                {t}
              </Box>
            ))}
          </Box>
        </Box>
        <Box
          sx={{
            p: '1px',
            borderRadius: '20px',
            background: brandGradient,
            boxShadow: '0 30px 80px -40px rgba(236,72,153,0.7)',
          }}
        >
          <Box
            sx={{
              height: '100%',
              borderRadius: '19px',
              p: { xs: 3, md: 4 },
              background: 'linear-gradient(180deg,#1d1530,#15131f)',
            }}
          >
            <Typography variant="h3" sx={{ fontSize: 22, mb: 0.5 }}>
              The Reelsmith way
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              480x faster. 95% less cost.
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.75 }}>
              {OUR_WAY.map((t) => (
                <Box
                  component="li"
                  key={t}
                  sx={{ display: 'flex', gap: 1.5, alignItems: 'center', fontWeight: 500 }}
                >
                  <Box
                    sx={{
                      width: 28,
                      height: 28,
                      flexShrink: 0,
                      borderRadius: '50%',
                      display: 'grid',
                      placeItems: 'center',
                      background: brandGradient,
                    }}
                  >
                    <CheckRounded sx={{ fontSize: 18, color: '#fff' }} />
                  </Box>
                  {t}
                </Box>
              ))}
            </Box>
          </Box>
        </Box>
      </Box>
    </Section>
  );
}

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

function ThreeSteps() {
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

const FEATURES = [
  {
    icon: <EditNoteRounded />,
    title: 'Scripts that hook',
    body: 'Prompt engineering built in: a scroll-stopping first line, a clear middle and a call to action.',
  },
  {
    icon: <GraphicEqRounded />,
    title: 'Natural voice-over',
    body: 'Twenty-one voice characters, from calm narrator to hype host, each with its own pitch and pace on four built-in voices. Voice cloning on the Creator plan.',
  },
  {
    icon: <ClosedCaptionRounded />,
    title: 'Word-synced captions',
    body: 'Bold, animated captions timed to every word, because most people watch on mute.',
  },
  {
    icon: <TagRounded />,
    title: 'Hashtags and caption',
    body: 'A post caption and hashtags tuned to the platform, ready to paste.',
  },
  {
    icon: <TuneRounded />,
    title: 'Four vibes',
    body: 'Meme, Educational, Motivational or Comedy shapes pacing, music and tone.',
  },
  {
    icon: <SendRounded />,
    title: 'Post in one tap',
    body: 'Post straight to TikTok, Instagram Reels and YouTube Shorts, or download the video.',
  },
];

function Features() {
  return (
    <Section
      id="features"
      eyebrow="Everything included"
      title={headline('A whole edit suite,', 'on autopilot.')}
      lead="Every video comes out finished: script, voice, visuals, captions, music and hashtags."
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {FEATURES.map((f) => (
          <Box
            key={f.title}
            sx={{
              ...glassCard,
              p: 3,
              position: 'relative',
              overflow: 'hidden',
              transition: 'border-color .25s, background-color .25s',
              '&:hover': { borderColor: 'rgba(236,72,153,0.35)' },
            }}
          >
            <Box
              sx={{
                width: 48,
                height: 48,
                borderRadius: '14px',
                display: 'grid',
                placeItems: 'center',
                color: '#fff',
                background: 'linear-gradient(135deg, rgba(139,92,246,0.9), rgba(236,72,153,0.9))',
                mb: 2.5,
                boxShadow: '0 10px 30px -10px rgba(139,92,246,0.7)',
              }}
            >
              {f.icon}
            </Box>
            <Typography variant="h3" sx={{ fontSize: 20, mb: 1 }}>
              {f.title}
            </Typography>
            <Typography color="text.secondary" sx={{ lineHeight: 1.6 }}>
              {f.body}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}

const TESTIMONIALS = [
  {
    quote:
      'I went from posting once a week to every single day. The captions alone used to eat an hour per video.',
    name: 'Maya R.',
    role: 'Lifestyle creator',
    initials: 'MR',
    hue: '#8b5cf6',
  },
  {
    quote:
      'We dropped a monthly editing retainer for our product shorts. Our TikTok finally has a rhythm, and the team can make a video between meetings.',
    name: 'Daniel K.',
    role: 'Founder, coffee roastery',
    initials: 'DK',
    hue: '#ec4899',
  },
];

function SocialProof() {
  return (
    <Section id="proof" eyebrow="Loved by creators" title={headline('Creators post more.', 'And it shows.')}>
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' },
          alignItems: 'stretch',
        }}
      >
        {TESTIMONIALS.map((t) => (
          <Box
            component="figure"
            key={t.name}
            sx={{ ...glassCard, m: 0, p: { xs: 3, md: 3.5 }, display: 'flex', flexDirection: 'column' }}
          >
            <Box aria-label="Rated 5 out of 5" role="img" sx={{ display: 'flex', color: '#fbbf24', mb: 2 }}>
              {[0, 1, 2, 3, 4].map((i) => (
                <StarRounded key={i} sx={{ fontSize: 20 }} />
              ))}
            </Box>
            <Box component="blockquote" sx={{ m: 0, fontSize: 18, lineHeight: 1.6, flex: 1 }}>
              “{t.quote}”
            </Box>
            <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 3 }}>
              <Box
                aria-hidden
                sx={{
                  width: 44,
                  height: 44,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 800,
                  background: `linear-gradient(135deg, ${t.hue}, #1e1b2e)`,
                }}
              >
                {t.initials}
              </Box>
              <Box>
                <Box sx={{ fontWeight: 700 }}>{t.name}</Box>
                <Box sx={{ color: 'text.secondary', fontSize: 14 }}>{t.role}</Box>
              </Box>
            </Box>
          </Box>
        ))}
        <StatRotator />
      </Box>
      <Typography sx={{ mt: 2, fontSize: 13, color: '#a5a1bb', textAlign: 'center' }}>
        Testimonials are illustrative. The live count comes straight from our database once it passes 10,000
        videos.
      </Typography>
    </Section>
  );
}

function PricingTeaser() {
  return (
    <Section
      id="pricing-teaser"
      eyebrow="Pricing"
      title={headline('Start free.', 'Upgrade when you’re hooked.')}
      lead="Your first video is on us. Plans from $15 a month, cancel anytime."
    >
      <PlanCards interval="monthly" compact />
      <Box sx={{ textAlign: 'center', mt: 4 }}>
        <Button
          component={RouterLink}
          to="/pricing"
          endIcon={<ArrowForwardRounded />}
          sx={{ color: '#ddd6fe' }}
        >
          Compare all plans
        </Button>
      </Box>
    </Section>
  );
}

/** Everything under the hero: its own chunk, fetched after the hero has painted. */
export default function BelowFold() {
  return (
    <>
      <Comparison />
      <ThreeSteps />
      <Features />
      <SocialProof />
      <PricingTeaser />
      <CtaBand
        title="Your next video is 30 seconds away."
        lead="Type an idea, pick a vibe, and watch it become a finished short."
        points={[
          { icon: <AccessTimeRounded />, text: 'About 30 seconds per video' },
          { icon: <FileDownloadRounded />, text: 'Download in 9:16, ready to post' },
        ]}
      />
    </>
  );
}
