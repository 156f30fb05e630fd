import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import ClosedCaptionRounded from '@mui/icons-material/ClosedCaptionRounded';
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
import { CtaBand } from './cta-band';
import { PlanCards } from './plan-cards';
import { glassCard, Section, headline } from './section';
import { StatRotator } from './stat-rotator';
import { Comparison } from './landing-comparison';
import { ThreeSteps } from './landing-steps';

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
