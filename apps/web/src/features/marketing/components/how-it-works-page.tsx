import CheckRounded from '@mui/icons-material/CheckRounded';
import ClosedCaptionRounded from '@mui/icons-material/ClosedCaptionRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import GraphicEqRounded from '@mui/icons-material/GraphicEqRounded';
import LightbulbRounded from '@mui/icons-material/LightbulbRounded';
import MovieFilterRounded from '@mui/icons-material/MovieFilterRounded';
import TouchAppRounded from '@mui/icons-material/TouchAppRounded';
import Box from '@mui/material/Box';
import { brandGradient, bareList } from '../../../lib/theme';
import { GradientText } from '../../../components/layout/gradient-text';
import { PublicLayout } from '../../../components/layout/public-layout';
import { usePageMeta } from '../../../lib/page-meta';
import { CtaBand } from './cta-band';
import { PhoneMockup } from './phone-mockup';
import { glassCard, PageHero, pageWidth, Section, headline, displayFigure } from './section';
import { CreateVisual } from './how-it-works-visuals';
import { Walkthrough } from './how-it-works-walkthrough';
import { Feature, VibeGrid, DownloadCard, PlatformCards } from './how-it-works-features';

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
