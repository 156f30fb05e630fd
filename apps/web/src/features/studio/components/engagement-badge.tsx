import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { StudioCaption } from '../api/types';

const COLOR = { High: '#34d399', Medium: '#fbbf24', Low: '#f87171' } as const;

/** High, Medium or Low, with the score's reasons on hover or focus. */
export function EngagementBadge({ caption }: { caption: StudioCaption }) {
  const reasons = (
    <Box sx={{ p: 0.5 }}>
      <Typography variant="caption" sx={{ fontWeight: 700, display: 'block', mb: 0.5 }}>
        Engagement score {caption.engagement_score}/100
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {caption.engagement_reasons.map((r) => (
          <li key={r.check}>
            <Typography variant="caption">
              {r.text} ({r.points}/{r.max})
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
  return (
    <Tooltip title={reasons} arrow enterTouchDelay={0}>
      <Box
        component="span"
        tabIndex={0}
        aria-label={`${caption.engagement} engagement, score ${caption.engagement_score} of 100: ${caption.engagement_reasons.map((r) => r.text).join('; ')}`}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.75,
          px: 1.25,
          py: 0.25,
          borderRadius: 999,
          fontSize: 12,
          fontWeight: 700,
          color: COLOR[caption.engagement],
          border: '1px solid',
          borderColor: 'currentColor',
          cursor: 'help',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <Box
          component="span"
          aria-hidden
          sx={{ width: 7, height: 7, borderRadius: '50%', bgcolor: 'currentColor' }}
        />
        {caption.engagement} engagement
      </Box>
    </Tooltip>
  );
}
