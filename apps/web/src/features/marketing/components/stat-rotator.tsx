import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { usePublicStats } from '../api/get-public-stats';
import { displayFigure } from './section';

/** The spec: the statistic card cycles through 4 items every 2 seconds. */
export const STAT_ROTATION_MS = 2000;
/** Below this the live count is not yet a headline, so the card shows the campaign figure instead. */
const LIVE_COUNT_MIN = 10_000;

interface Stat {
  value: string;
  label: string;
  live?: boolean;
}

function prefersReducedMotion() {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

export function StatRotator() {
  const stats = usePublicStats().data;
  const liveVideos = stats && stats.videos_generated >= LIVE_COUNT_MIN ? stats.videos_generated : null;
  const items: Stat[] = [
    liveVideos !== null
      ? { value: liveVideos.toLocaleString('en-US'), label: 'videos generated and counting', live: true }
      : { value: '10,000+', label: 'videos generated' },
    { value: '25K+', label: 'creators on Reelsmith' },
    { value: '4.7/5', label: 'average creator rating' },
    { value: '~30 s', label: 'from idea to finished video' },
  ];
  const [index, setIndex] = useState(0);
  // Under reduced motion the card waits for the visitor to press play.
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const running = playing && !hovered;

  useEffect(() => {
    if (!running) return;
    const t = window.setInterval(() => setIndex((i) => (i + 1) % 4), STAT_ROTATION_MS);
    return () => window.clearInterval(t);
  }, [running]);

  const item = items[index];
  return (
    <Box
      data-testid="stat-card"
      role="group"
      aria-roledescription="rotating statistics"
      aria-label="Reelsmith in numbers"
      // A mouse resting on the card holds it still; a tap on a phone does not.
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      sx={{
        position: 'relative',
        height: '100%',
        minHeight: 260,
        p: { xs: 3, md: 4 },
        borderRadius: '24px',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        background: 'radial-gradient(120% 120% at 0% 0%, #7c3aed 0%, #6d28d9 30%, #be185d 100%)',
        boxShadow: '0 30px 80px -30px rgba(236,72,153,0.55)',
      }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          right: -60,
          top: -60,
          width: 220,
          height: 220,
          borderRadius: '50%',
          border: '36px solid rgba(255,255,255,0.08)',
        }}
      />
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', position: 'relative' }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            fontSize: 13,
            fontWeight: 700,
            letterSpacing: '0.08em',
            textTransform: 'uppercase',
            color: 'rgba(255,255,255,0.92)',
          }}
        >
          {item.live && (
            <Box
              component="span"
              aria-hidden
              sx={{
                width: 8,
                height: 8,
                borderRadius: '50%',
                bgcolor: '#4ade80',
                boxShadow: '0 0 0 4px rgba(74,222,128,0.25)',
              }}
            />
          )}
          {item.live ? 'Live count' : 'By the numbers'}
        </Box>
        <Box
          component="button"
          type="button"
          onClick={() => setPlaying((p) => !p)}
          aria-label={playing ? 'Pause statistics' : 'Play statistics'}
          sx={{
            width: 36,
            height: 36,
            display: 'grid',
            placeItems: 'center',
            borderRadius: '50%',
            border: 0,
            bgcolor: 'rgba(0,0,0,0.25)',
            color: '#fff',
            cursor: 'pointer',
            '&:hover': { bgcolor: 'rgba(0,0,0,0.4)' },
          }}
        >
          {playing ? <PauseRounded fontSize="small" /> : <PlayArrowRounded fontSize="small" />}
        </Box>
      </Box>
      <Box
        key={index}
        data-testid="stat-item"
        sx={{
          position: 'relative',
          animation: 'rs-stat-in .45s cubic-bezier(.2,.8,.2,1)',
          '@keyframes rs-stat-in': {
            from: { opacity: 0, transform: 'translateY(14px)' },
            to: { opacity: 1, transform: 'none' },
          },
        }}
      >
        <Box
          sx={{
            ...displayFigure,
            fontSize: { xs: 52, md: 68 },
            lineHeight: 1,
            letterSpacing: '-0.03em',
            color: '#fff',
          }}
        >
          {item.value}
        </Box>
        <Box sx={{ mt: 1, fontSize: 18, fontWeight: 500, color: 'rgba(255,255,255,0.92)' }}>{item.label}</Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 0.25, position: 'relative', ml: -0.75 }}>
        {items.map((it, i) => (
          <Box
            key={it.label}
            component="button"
            type="button"
            aria-label={`Show statistic ${i + 1} of 4: ${it.label}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => setIndex(i)}
            sx={{
              p: 0,
              border: 0,
              cursor: 'pointer',
              bgcolor: 'transparent',
              height: 24,
              width: i === index ? 36 : 24,
              display: 'grid',
              placeItems: 'center',
              transition: 'width .3s',
              '&::before': {
                content: '""',
                height: 6,
                width: i === index ? 28 : 10,
                borderRadius: 999,
                bgcolor: i === index ? '#fff' : 'rgba(255,255,255,0.4)',
                transition: 'width .3s, background-color .3s',
              },
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
