import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import BusinessCenterRounded from '@mui/icons-material/BusinessCenterRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import RedeemRounded from '@mui/icons-material/RedeemRounded';
import RocketLaunchRounded from '@mui/icons-material/RocketLaunchRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import VideocamRounded from '@mui/icons-material/VideocamRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { brandGradient, gradientTile, bareList, twoColumns } from '../../../lib/theme';
import { GradientText } from '../../../components/layout/gradient-text';
import { PublicLayout } from '../../../components/layout/public-layout';
import { usePageMeta } from '../../../lib/page-meta';
import { CtaBand } from './cta-band';
import { PhoneMockup, type Scene } from './phone-mockup';
import { glassCard, PageHero, pageWidth, Section, headline, displayFigure } from './section';

interface Audience {
  id: string;
  tab: string;
  icon: ReactNode;
  headline: string;
  claim: string;
  challenges: string[];
  solutions: string[];
  results: { value: string; label: string }[];
  testimonial: { quote: string; name: string; role: string };
  scene: Scene;
  caption: string;
}

const AUDIENCES: Audience[] = [
  {
    id: 'creators',
    tab: 'Creators',
    icon: <VideocamRounded />,
    headline: 'Post every day without burning out',
    claim: '5000+ creators',
    challenges: [
      'The algorithm rewards daily posting',
      'Editing one video eats an evening',
      'Ideas pile up faster than you can film them',
    ],
    solutions: [
      'Turn every idea into a video in about 30 seconds',
      'Captions, voice and music done for you',
      'Four vibes to keep your feed varied',
    ],
    results: [
      { value: '7x', label: 'more videos per week' },
      { value: '10 h', label: 'saved every week' },
    ],
    testimonial: {
      quote:
        'My backlog of ideas is finally turning into posts. I batch a week of videos on Sunday morning with coffee.',
      name: 'Priya S.',
      role: 'Wellness creator',
    },
    scene: 'sunset',
    caption: 'Three habits that changed my mornings',
  },
  {
    id: 'businesses',
    tab: 'Businesses',
    icon: <BusinessCenterRounded />,
    headline: 'Short-form marketing without an agency budget',
    claim: '500+ businesses',
    challenges: [
      'Video ads and editors are expensive',
      'No one on the team knows editing',
      'Product news goes stale before the video is ready',
    ],
    solutions: [
      'Product tips, launches and offers as videos in seconds',
      'Unlimited videos for a flat monthly price',
      'Business plan: 5 team users and API access',
    ],
    results: [
      { value: '95%', label: 'lower cost per video' },
      { value: '3x', label: 'more posts per month' },
    ],
    testimonial: {
      quote:
        'We announce a new roast the same morning it comes out of the roaster. Our regulars now find out on TikTok first.',
      name: 'Daniel K.',
      role: 'Founder, coffee roastery',
    },
    scene: 'forest',
    caption: 'New single origin drops today',
  },
  {
    id: 'educators',
    tab: 'Educators',
    icon: <MenuBookRounded />,
    headline: 'Bite-sized lessons students actually watch',
    claim: '10,000+ creators',
    challenges: [
      'Attention spans are short',
      'Recording and editing lessons takes hours',
      'Explaining the same concept again and again',
    ],
    solutions: [
      'Educational vibe: clear, calm, structured scripts',
      'Word-synced captions help every learner',
      'One concept per video, 15 to 60 seconds',
    ],
    results: [
      { value: '30 s', label: 'to turn a concept into a lesson' },
      { value: '2x', label: 'more students reached' },
    ],
    testimonial: {
      quote:
        'I turn tomorrow’s lesson into three short explainers the night before. Students watch them on the bus and come in with questions.',
      name: 'Mr. Alvarez',
      role: 'High-school chemistry teacher',
    },
    scene: 'ocean',
    caption: 'Why ice floats on water',
  },
  {
    id: 'agencies',
    tab: 'Agencies',
    icon: <GroupsRounded />,
    headline: 'Scale client content without scaling headcount',
    claim: '100+ agencies',
    challenges: [
      'Every client wants more short-form',
      'Editors are the bottleneck',
      'Margins shrink as volume grows',
    ],
    solutions: [
      'First drafts for every client in minutes',
      'Team seats and API access to plug into your workflow',
      'Consistent captions and pacing across accounts',
    ],
    results: [
      { value: '480x', label: 'faster first drafts' },
      { value: '4x', label: 'more clients per editor' },
    ],
    testimonial: {
      quote:
        'Our editors now polish instead of building from scratch. We took on four new retainers without hiring.',
      name: 'Lena M.',
      role: 'Managing partner, social agency',
    },
    scene: 'neon',
    caption: 'Five hooks that stop the scroll',
  },
];

function AudienceTabs() {
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const a = AUDIENCES[active];

  const onKey = (e: KeyboardEvent) => {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    let next = delta ? (active + delta + AUDIENCES.length) % AUDIENCES.length : active;
    if (e.key === 'Home') next = 0;
    if (e.key === 'End') next = AUDIENCES.length - 1;
    if (next !== active) {
      e.preventDefault();
      setActive(next);
      tabs.current[next]?.focus();
    }
  };

  return (
    <Box>
      <Box
        role="tablist"
        aria-label="Who it is for"
        onKeyDown={onKey}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          gap: 1,
          p: 0.75,
          borderRadius: '20px',
          bgcolor: 'rgba(255,255,255,0.04)',
          border: '1px solid rgba(255,255,255,0.08)',
          maxWidth: 820,
          mx: 'auto',
          mb: { xs: 4, md: 6 },
        }}
      >
        {AUDIENCES.map((x, i) => (
          <Box
            key={x.id}
            component="button"
            type="button"
            role="tab"
            id={`tab-${x.id}`}
            aria-selected={i === active}
            aria-controls={`panel-${x.id}`}
            tabIndex={i === active ? 0 : -1}
            ref={(el: HTMLButtonElement | null) => {
              tabs.current[i] = el;
            }}
            onClick={() => setActive(i)}
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 1,
              py: 1.5,
              border: 0,
              borderRadius: '14px',
              cursor: 'pointer',
              font: 'inherit',
              fontWeight: 700,
              fontSize: 16,
              color: i === active ? '#fff' : 'text.secondary',
              background: i === active ? brandGradient : 'transparent',
              transition: 'background .25s, color .25s',
              '&:hover': { color: '#fff' },
            }}
          >
            {x.icon}
            {x.tab}
          </Box>
        ))}
      </Box>
      <Box
        role="tabpanel"
        id={`panel-${a.id}`}
        aria-labelledby={`tab-${a.id}`}
        key={a.id}
        sx={{
          animation: 'rs-panel .45s cubic-bezier(.2,.8,.2,1)',
          '@keyframes rs-panel': {
            from: { opacity: 0, transform: 'translateY(10px)' },
            to: { opacity: 1, transform: 'none' },
          },
        }}
      >
        <Box sx={twoColumns('1.3fr 0.7fr', { xs: 4, md: 6 })}>
          <Box>
            <Box
              sx={{
                display: 'inline-block',
                px: 1.5,
                py: 0.5,
                borderRadius: 999,
                fontSize: 13,
                fontWeight: 700,
                bgcolor: 'rgba(52,211,153,0.14)',
                color: '#6ee7b7',
                mb: 1.5,
              }}
            >
              Trusted by {a.claim}
            </Box>
            <Typography variant="h3" sx={{ fontSize: { xs: 28, md: 38 }, lineHeight: 1.15, mb: 3 }}>
              {a.headline}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <Box sx={{ ...glassCard, p: 2.5 }}>
                <Typography
                  variant="h4"
                  sx={{ fontSize: 17, mb: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}
                >
                  <WarningAmberRounded sx={{ color: '#fcd34d', fontSize: 20 }} /> Challenges
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1, color: 'text.secondary' }}>
                  {a.challenges.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </Box>
              </Box>
              <Box sx={{ ...glassCard, p: 2.5, borderColor: 'rgba(167,139,250,0.3)' }}>
                <Typography
                  variant="h4"
                  sx={{ fontSize: 17, mb: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}
                >
                  <AutoAwesomeRounded sx={{ color: '#c4b5fd', fontSize: 20 }} /> Solutions
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                  {a.solutions.map((s) => (
                    <Box component="li" key={s} sx={{ display: 'flex', gap: 1 }}>
                      <CheckRounded sx={{ fontSize: 18, color: '#f9a8d4', mt: '3px' }} /> {s}
                    </Box>
                  ))}
                </Box>
              </Box>
            </Box>
            <Typography variant="h4" sx={{ fontSize: 17, mt: 3, mb: 1.5 }}>
              Results
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
              {a.results.map((r) => (
                <Box
                  key={r.label}
                  sx={{ ...glassCard, p: 2.5, display: 'flex', flexDirection: 'column-reverse' }}
                >
                  <Box component="dt" sx={{ color: 'text.secondary', fontSize: 15 }}>
                    {r.label}
                  </Box>
                  <Box
                    component="dd"
                    sx={{
                      m: 0,
                      ...displayFigure,
                      fontSize: { xs: 32, md: 40 },
                    }}
                  >
                    <GradientText>{r.value}</GradientText>
                  </Box>
                </Box>
              ))}
            </Box>
            <Box
              component="figure"
              sx={{
                m: 0,
                mt: 3,
                p: 3,
                borderRadius: '20px',
                background: 'linear-gradient(135deg, rgba(139,92,246,0.16), rgba(236,72,153,0.1))',
                border: '1px solid rgba(167,139,250,0.2)',
              }}
            >
              <Box component="blockquote" sx={{ m: 0, fontSize: 18, lineHeight: 1.6 }}>
                “{a.testimonial.quote}”
              </Box>
              <Box component="figcaption" sx={{ mt: 1.5, color: 'text.secondary', fontSize: 15 }}>
                <Box component="strong" sx={{ color: 'text.primary' }}>
                  {a.testimonial.name}
                </Box>
                , {a.testimonial.role}
              </Box>
            </Box>
          </Box>
          <Box sx={{ display: 'grid', placeItems: 'center' }}>
            <PhoneMockup
              width={{ xs: 230, md: 270 }}
              scene={a.scene}
              caption={a.caption}
              handle={`@${a.id}`}
              label={`A video made for ${a.tab.toLowerCase()}`}
            />
          </Box>
        </Box>
      </Box>
      <Typography sx={{ mt: 3, fontSize: 13, color: '#a5a1bb', textAlign: 'center' }}>
        Testimonials are illustrative.
      </Typography>
    </Box>
  );
}

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
