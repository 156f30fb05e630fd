import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CreditCardOffRounded from '@mui/icons-material/CreditCardOffRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  ANNUAL_SAVINGS_BADGE,
  DEFAULT_PLAN,
  FREE_VIDEOS_PER_MONTH,
  PLANS,
  type BillingInterval,
  type PlanId,
} from '@reelsmith/contracts/plans';
import { useState, type ReactNode } from 'react';
import { brandGradient, bareList } from '../../../lib/theme';
import { GradientText } from '../../../components/layout/gradient-text';
import { PublicLayout } from '../../../components/layout/public-layout';
import { usePageMeta } from '../../../lib/page-meta';
import { CtaBand } from './cta-band';
import { FaqList } from './faq-list';
import { PlanCards } from './plan-cards';
import { Eyebrow, glassCard, Glow, pageWidth, Section, headline } from './section';
import { VOICE_SAMPLE_LENGTH } from '../../../lib/voices/voice-sample';
import { visuallyHidden } from '../../../lib/visually-hidden';

function IntervalToggle({
  value,
  onChange,
}: {
  value: BillingInterval;
  onChange: (v: BillingInterval) => void;
}) {
  const option = (v: BillingInterval, label: ReactNode) => (
    <Box
      component="button"
      type="button"
      role="radio"
      aria-checked={value === v}
      onClick={() => onChange(v)}
      sx={{
        position: 'relative',
        zIndex: 1,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        border: 0,
        cursor: 'pointer',
        font: 'inherit',
        fontWeight: 600,
        fontSize: 15,
        px: { xs: 2.25, sm: 3 },
        py: 1.25,
        borderRadius: 999,
        bgcolor: 'transparent',
        color: value === v ? '#fff' : 'text.secondary',
        transition: 'color .25s',
      }}
    >
      {label}
    </Box>
  );
  return (
    <Box
      role="radiogroup"
      aria-label="Billing period"
      sx={{
        position: 'relative',
        display: 'inline-flex',
        p: 0.5,
        borderRadius: 999,
        bgcolor: 'rgba(255,255,255,0.06)',
        border: '1px solid rgba(255,255,255,0.1)',
      }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          top: 4,
          bottom: 4,
          left: 4,
          width: 'calc(50% - 4px)',
          borderRadius: 999,
          background: brandGradient,
          transform: value === 'annual' ? 'translateX(100%)' : 'none',
          transition: 'transform .3s cubic-bezier(.2,.8,.2,1)',
        }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', width: '100%' }}>
        {option('monthly', 'Monthly')}
        {option(
          'annual',
          <>
            Annual
            <Box
              component="span"
              sx={{
                px: 1,
                py: 0.25,
                borderRadius: 999,
                fontSize: 12,
                fontWeight: 800,
                bgcolor: value === 'annual' ? 'rgba(0,0,0,0.28)' : 'rgba(52,211,153,0.16)',
                color: value === 'annual' ? '#fff' : '#6ee7b7',
              }}
            >
              {ANNUAL_SAVINGS_BADGE}
            </Box>
          </>,
        )}
      </Box>
    </Box>
  );
}

const yes = <CheckRounded aria-label="Included" sx={{ color: '#6ee7b7' }} />;
const no = <RemoveRounded aria-label="Not included" sx={{ color: '#77728c' }} />;
const byPlan = (f: (id: PlanId) => ReactNode) => PLANS.map((p) => f(p.id));

const FEATURE_ROWS: { label: string; cells: ReactNode[] }[] = [
  {
    label: 'Videos per month',
    cells: PLANS.map((p) => (p.videos === null ? 'Unlimited' : String(p.videos))),
  },
  { label: 'Script, voice-over and captions', cells: byPlan(() => yes) },
  { label: 'All four vibes', cells: byPlan(() => yes) },
  { label: 'Hashtags and post caption', cells: byPlan(() => yes) },
  { label: 'No watermark', cells: PLANS.map((p) => (p.watermark ? no : yes)) },
  { label: 'All platforms', cells: byPlan((id) => (id === 'free' ? no : yes)) },
  { label: 'Advanced prompt engineering', cells: byPlan((id) => (id === 'free' ? no : yes)) },
  { label: 'Voice cloning', cells: byPlan((id) => (id === 'free' ? no : yes)) },
  { label: 'Team users', cells: PLANS.map((p) => String(p.teamUsers)) },
  { label: 'API access', cells: PLANS.map((p) => (p.apiAccess ? yes : no)) },
];

function FeatureGrid() {
  return (
    <Box sx={{ ...glassCard, overflowX: 'auto' }}>
      <Box
        component="table"
        sx={{
          width: '100%',
          // A phone shows all three plans side by side: narrower cells, no sideways scrolling.
          minWidth: { xs: 0, sm: 560 },
          borderCollapse: 'collapse',
          fontSize: { xs: 13, sm: 'inherit' },
          '& th, & td': {
            px: { xs: 0.75, sm: 2, md: 3 },
            py: { xs: 1.25, sm: 1.75 },
            textAlign: 'center',
            borderBottom: '1px solid rgba(255,255,255,0.06)',
          },
          '& tbody tr:last-of-type td, & tbody tr:last-of-type th': { borderBottom: 0 },
          '& th[scope=row]': { textAlign: 'left', fontWeight: 500, color: 'text.secondary' },
        }}
      >
        <caption style={visuallyHidden}>Features by plan</caption>
        <thead>
          <tr>
            <Box
              component="th"
              scope="col"
              sx={{ textAlign: 'left !important', fontSize: 14, color: '#a5a1bb' }}
            >
              Feature
            </Box>
            {PLANS.map((p) => (
              <Box
                component="th"
                scope="col"
                key={p.id}
                sx={{
                  fontSize: { xs: 13, sm: 16 },
                  fontWeight: 700,
                  color: p.popular ? '#f9a8d4' : 'text.primary',
                }}
              >
                {p.name}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {FEATURE_ROWS.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              {r.cells.map((c, i) => (
                <Box component="td" key={i} sx={{ fontWeight: 600, '& svg': { verticalAlign: 'middle' } }}>
                  {c}
                </Box>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

const TRADITIONAL = [
  {
    label: 'Time per video',
    old: '4 to 6 hours',
    freelance: '2 to 5 days turnaround',
    ours: 'About 30 seconds',
  },
  {
    label: 'Cost per video',
    old: 'Your evenings',
    freelance: '$50 to $500',
    ours: 'Unlimited for $15/month',
  },
  {
    label: 'Skills needed',
    old: 'Editing software, sound, captions',
    freelance: 'Briefing and review rounds',
    ours: 'Typing one sentence',
  },
  { label: 'Captions', old: 'Typed by hand', freelance: 'Often extra', ours: 'Word-synced, automatic' },
  { label: 'Posting', old: 'Export, upload, repeat', freelance: 'You do it', ours: 'Direct to TikTok' },
];

function TraditionalComparison() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      {[
        { title: 'Editing it yourself', key: 'old' as const, accent: false },
        { title: 'Hiring a freelancer', key: 'freelance' as const, accent: false },
        { title: 'Reelsmith', key: 'ours' as const, accent: true },
      ].map((col) => (
        <Box
          key={col.key}
          sx={col.accent ? { p: '1px', borderRadius: '20px', background: brandGradient } : {}}
        >
          <Box
            sx={{
              ...(col.accent
                ? { borderRadius: '19px', background: 'linear-gradient(180deg,#1f1733,#15131f)' }
                : glassCard),
              p: 3,
              height: '100%',
            }}
          >
            <Typography variant="h3" sx={{ fontSize: 20, mb: 2.5 }}>
              {col.title}
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
              {TRADITIONAL.map((row) => (
                <Box key={row.label}>
                  <Box
                    component="dt"
                    sx={{
                      fontSize: 13,
                      color: '#a5a1bb',
                      fontWeight: 600,
                      textTransform: 'uppercase',
                      letterSpacing: '0.06em',
                    }}
                  >
                    {row.label}
                  </Box>
                  <Box
                    component="dd"
                    sx={{
                      m: 0,
                      mt: 0.5,
                      fontWeight: col.accent ? 700 : 500,
                      color: col.accent ? '#fff' : 'text.secondary',
                    }}
                  >
                    {row[col.key]}
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export const PRICING_FAQ = [
  {
    q: 'How many videos do I get for free?',
    a: `The Try Free plan includes ${FREE_VIDEOS_PER_MONTH} videos every month, with a small Reelsmith watermark. No credit card is required, and your first video is free on every plan.`,
  },
  {
    q: 'How long are the videos?',
    a: 'Between 15 and 60 seconds, in 9:16 for TikTok, Instagram Reels and YouTube Shorts. You choose the length before you create.',
  },
  {
    q: 'What does annual billing save?',
    a: 'Creator is $150 a year instead of $180, and Business is $490 instead of $588: about 17% off, shown as the monthly equivalent on each card.',
  },
  {
    q: 'How does voice cloning work?',
    a: `On the Creator and Business plans, record a voice sample of ${VOICE_SAMPLE_LENGTH} and Reelsmith can narrate your videos in your own voice.`,
  },
  {
    q: 'Can I cancel or change plans?',
    a: 'Yes. Cancel anytime from your settings and keep your plan until the end of the period. First-time annual subscribers can ask for a full refund within 14 days.',
  },
  {
    q: 'What do Business team users get?',
    a: 'Up to 5 people share one Business workspace with unlimited videos and API access for automating video creation from your own tools.',
  },
];

export default function PricingPage() {
  usePageMeta({
    title: 'Pricing: start free, then $15 a month',
    description:
      'Try Reelsmith free with 3 videos a month. Creator is $15 a month for unlimited videos with no watermark; Business adds 5 team users and API access. Save 17% yearly.',
    path: '/pricing',
  });
  const [interval, setBillingInterval] = useState<BillingInterval>('monthly');
  const [selected, setSelected] = useState<PlanId>(DEFAULT_PLAN);
  return (
    <PublicLayout>
      <Box
        component="section"
        aria-labelledby="pricing-title"
        sx={{ position: 'relative', pt: { xs: 6, md: 10 }, pb: { xs: 6, md: 10 } }}
      >
        <Glow />
        <Box sx={{ ...pageWidth, position: 'relative' }}>
          <Box sx={{ textAlign: 'center', maxWidth: 760, mx: 'auto', mb: { xs: 5, md: 7 } }}>
            <Eyebrow>Simple pricing</Eyebrow>
            <Typography
              id="pricing-title"
              variant="h1"
              sx={{ fontSize: { xs: 40, sm: 52, md: 64 }, lineHeight: 1.05 }}
            >
              Unlimited videos <GradientText>for less than lunch.</GradientText>
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 2, mb: 4, fontSize: { xs: 17, md: 20 } }}>
              Start free. Upgrade when posting every day becomes a habit.
            </Typography>
            <IntervalToggle value={interval} onChange={setBillingInterval} />
          </Box>
          <PlanCards interval={interval} selected={selected} onSelect={setSelected} headingLevel="h2" />
          <Box
            component="ul"
            sx={{
              ...bareList,
              mt: 4,
              display: 'flex',
              flexWrap: 'wrap',
              gap: { xs: 1.5, md: 4 },
              justifyContent: 'center',
              color: 'text.secondary',
              fontSize: 15,
            }}
          >
            <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <CreditCardOffRounded sx={{ fontSize: 20, color: '#c4b5fd' }} /> No credit card to start
            </Box>
            <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <AccessTimeRounded sx={{ fontSize: 20, color: '#c4b5fd' }} /> Cancel anytime
            </Box>
          </Box>
        </Box>
      </Box>
      <Section
        id="features"
        eyebrow="Compare plans"
        title={headline('Every plan makes', 'finished videos.')}
        lead="Paid plans remove the watermark and add every platform, advanced prompts and voice cloning."
      >
        <FeatureGrid />
      </Section>
      <Section
        id="traditional"
        eyebrow="Versus the old way"
        title={headline('480x faster.', '95% less cost.')}
        lead="What one short video costs you today, and what it costs with Reelsmith."
      >
        <TraditionalComparison />
      </Section>
      <Section id="faq" eyebrow="FAQ" title="Questions, answered">
        <FaqList items={PRICING_FAQ} />
      </Section>
      <CtaBand
        title={<>Make your first video free, today.</>}
        lead="Join the creators who post every day without opening an editor."
        points={[
          { icon: <CheckRounded />, text: 'First video free' },
          { icon: <CheckRounded />, text: 'No credit card required' },
          { icon: <CheckRounded />, text: 'Cancel anytime' },
        ]}
      />
    </PublicLayout>
  );
}
