import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import RedeemRounded from '@mui/icons-material/RedeemRounded';
import RocketLaunchRounded from '@mui/icons-material/RocketLaunchRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { gradientTile, bareList } from '../../../lib/theme';
import { PublicLayout } from '../../../components/layout/public-layout';
import { usePageMeta } from '../../../lib/page-meta';
import { CtaBand } from './cta-band';
import { glassCard, PageHero, pageWidth, Section, headline, displayFigure } from './section';
import { AudienceTabs } from './use-cases-tabs';

const PROCESS = [
  { icon: <EditRounded />, title: 'Type Idea', body: 'One sentence about anything.' },
  { icon: <TuneRounded />, title: 'Choose Vibe', body: 'Meme, Educational, Motivational or Comedy.' },
  {
    icon: <AutoAwesomeRounded />,
    title: 'AI Creates',
    body: 'Script, voice, visuals and captions in about 30 seconds.',
  },
  { icon: <RocketLaunchRounded />, title: 'Go Viral', body: 'Post to TikTok, Reels and Shorts.' },
];

export default function UseCasesPage() {
  usePageMeta({
    title: 'Use cases: creators, businesses, educators and agencies',
    description:
      'How creators, small businesses, educators and agencies use Reelsmith to turn ideas into short videos for TikTok, Reels and Shorts in about 30 seconds.',
    path: '/use-cases',
  });
  return (
    <PublicLayout>
      <PageHero
        id="uc-title"
        eyebrow="Use cases"
        maxWidth={860}
        title={headline('Built for everyone', 'with something to say.')}
        lead="Creators, businesses, educators and agencies use Reelsmith to post more short videos with less work."
      />
      <Box component="section" aria-label="Audiences" sx={{ pb: { xs: 6, md: 10 } }}>
        <Box sx={pageWidth}>
          <AudienceTabs />
        </Box>
      </Box>
      <Section id="process" eyebrow="The process" title={headline('Four steps,', 'for every audience.')}>
        <Box
          component="ol"
          sx={{
            ...bareList,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {PROCESS.map((p, i) => (
            <Box
              component="li"
              key={p.title}
              sx={{ ...glassCard, p: 3, position: 'relative', overflow: 'hidden' }}
            >
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  right: 12,
                  top: 0,
                  ...displayFigure,
                  fontSize: 88,
                  lineHeight: 1,
                  color: 'rgba(255,255,255,0.05)',
                }}
              >
                {i + 1}
              </Box>
              <Box
                sx={{
                  ...gradientTile(48, '14px'),
                  mb: 2,
                }}
              >
                {p.icon}
              </Box>
              <Typography variant="h3" sx={{ fontSize: 20, mb: 0.75 }}>
                {p.title}
              </Typography>
              <Typography color="text.secondary">{p.body}</Typography>
            </Box>
          ))}
        </Box>
      </Section>
      <CtaBand
        title="Whatever you make, make it a video."
        lead="Start with one idea. We will handle the editing."
        points={[
          { icon: <RedeemRounded />, text: 'First video free' },
          { icon: <AccessTimeRounded />, text: '30-second creation' },
          { icon: <CheckRounded />, text: 'No editing skills needed' },
        ]}
      />
    </PublicLayout>
  );
}
