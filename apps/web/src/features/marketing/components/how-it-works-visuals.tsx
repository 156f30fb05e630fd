import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ClosedCaptionRounded from '@mui/icons-material/ClosedCaptionRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import GraphicEqRounded from '@mui/icons-material/GraphicEqRounded';
import MovieFilterRounded from '@mui/icons-material/MovieFilterRounded';
import Box from '@mui/material/Box';
import { type ReactNode } from 'react';
import { brandGradient } from '../../../lib/theme';
import { VIBE_CHOICES } from './idea-box';
import { glassCard } from './section';

// The illustrations of the how-it-works walkthrough: an idea typed, a vibe chosen, a video being made.

export function VisualFrame({ children }: { children: ReactNode }) {
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

export function IdeaVisual() {
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

export function VibeVisual() {
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

export function CreateVisual() {
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
