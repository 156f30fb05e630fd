import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef, useState, type KeyboardEvent } from 'react';
import { brandGradient, twoColumns } from '../../../lib/theme';
import { GradientText } from '../../../components/layout/gradient-text';
import { PhoneMockup } from './phone-mockup';
import { glassCard, displayFigure } from './section';
import { AUDIENCES } from './use-cases-audiences';

// The use-cases page's tabs, one audience at a time.

export function AudienceTabs() {
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
