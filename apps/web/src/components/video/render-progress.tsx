import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { brandGradient } from '../../lib/theme';
import type { VideoDto } from '@reelsmith/contracts/responses';
import { PIPELINE, STAGE_LABEL } from '../../lib/videos/video-types';

const ORDER = ['queued', 'scripting', 'voicing', 'rendering', 'completed'];

/** A live render: the stage's name, the percent, a real progress bar and the pipeline's steps. */
export function RenderProgress({
  video,
  compact = false,
}: {
  video: Pick<VideoDto, 'status' | 'percent'>;
  compact?: boolean;
}) {
  const at = ORDER.indexOf(video.status);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 1 }}
          aria-live="polite"
          data-testid="render-stage"
        >
          <Box
            component="span"
            aria-hidden
            sx={{
              width: 8,
              height: 8,
              borderRadius: '50%',
              bgcolor: 'secondary.main',
              boxShadow: '0 0 0 0 rgba(244,114,182,0.7)',
              animation: 'rs-pulse 1.4s infinite',
              '@keyframes rs-pulse': {
                '0%': { boxShadow: '0 0 0 0 rgba(244,114,182,0.6)' },
                '70%': { boxShadow: '0 0 0 8px rgba(244,114,182,0)' },
                '100%': { boxShadow: '0 0 0 0 rgba(244,114,182,0)' },
              },
            }}
          />
          {STAGE_LABEL[video.status]}…
        </Typography>
        <Typography
          variant="body2"
          sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}
          data-testid="render-percent"
        >
          {video.percent}%
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={video.percent}
        aria-label={`Rendering: ${STAGE_LABEL[video.status]}`}
        sx={{
          height: compact ? 6 : 10,
          borderRadius: 999,
          bgcolor: 'rgba(255,255,255,0.08)',
          '& .MuiLinearProgress-bar': {
            borderRadius: 999,
            background: `${brandGradient}, linear-gradient(90deg, transparent, rgba(255,255,255,.35), transparent)`,
            transition: 'transform .4s ease',
          },
        }}
      />
      {!compact && (
        <Box
          component="ol"
          sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
          aria-label="Stages"
        >
          {PIPELINE.map((step) => {
            const i = ORDER.indexOf(step.status);
            const done = at > i;
            const current = at === i;
            return (
              <Box
                component="li"
                key={step.status}
                sx={{
                  flex: 1,
                  display: 'flex',
                  alignItems: 'center',
                  gap: 0.75,
                  fontSize: 12,
                  fontWeight: 600,
                  color: done || current ? 'text.primary' : 'text.secondary',
                  opacity: done || current ? 1 : 0.6,
                }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 18,
                    height: 18,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    background: done ? brandGradient : 'transparent',
                    border: done ? 'none' : '2px solid',
                    borderColor: current ? 'secondary.main' : 'rgba(255,255,255,0.2)',
                  }}
                >
                  {done && <CheckRounded sx={{ fontSize: 12, color: '#fff' }} />}
                </Box>
                {step.short}
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
