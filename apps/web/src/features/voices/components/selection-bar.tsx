import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { brandGradient } from '../../../lib/theme';
import { BOTTOM_NAV_HEIGHT, SIDEBAR_WIDTH } from '../../../components/layout/app-shell';
import type { Voice } from '../../../lib/voices/get-voices';
import { accentFlag } from '../utils/voice-filters';
import { EMOJI_FONT } from './voice-styles';

/** Height the page keeps free at its bottom while the bar shows. */
export const SELECTION_BAR_SPACE = 96;

/** The bottom bar of the spec: 'Selected Voice:', a close button and 'Use Voice'. */
export function SelectionBar({
  voice,
  onClear,
  onUse,
}: {
  voice: Voice;
  onClear: () => void;
  onUse: () => void;
}) {
  return (
    <Paper
      component="section"
      aria-label="Selected voice"
      elevation={12}
      sx={{
        position: 'fixed',
        zIndex: 25,
        left: { xs: 8, md: SIDEBAR_WIDTH + 24 },
        right: { xs: 8, md: 24 },
        bottom: { xs: `calc(${BOTTOM_NAV_HEIGHT + 8}px + env(safe-area-inset-bottom))`, md: 20 },
        maxWidth: 960,
        mx: { md: 'auto' },
        px: { xs: 1.5, sm: 2.5 },
        py: { xs: 1.25, sm: 1.5 },
        borderRadius: '18px',
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1, sm: 2 },
        bgcolor: 'rgba(27,24,40,0.94)',
        backdropFilter: 'blur(16px)',
        border: '1px solid rgba(167,139,250,0.35)',
      }}
    >
      <Box
        aria-hidden
        sx={{ fontSize: 28, lineHeight: 1, fontFamily: EMOJI_FONT, display: { xs: 'none', sm: 'block' } }}
      >
        {voice.mood}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }} aria-live="polite">
        <Typography variant="caption" color="text.secondary" component="p" sx={{ lineHeight: 1.2 }}>
          Selected Voice:
        </Typography>
        <Typography sx={{ fontWeight: 800 }} noWrap>
          {voice.name}
          <Box component="span" sx={{ fontWeight: 500, color: 'text.secondary', ml: 1, fontSize: 14 }}>
            {accentFlag(voice.accent)} {voice.tone}
          </Box>
        </Typography>
      </Box>
      <IconButton onClick={onClear} aria-label="Clear selected voice" size="small">
        <CloseRounded />
      </IconButton>
      <Button
        onClick={onUse}
        variant="contained"
        sx={{
          background: brandGradient,
          color: '#fff',
          whiteSpace: 'nowrap',
          px: { xs: 2, sm: 3 },
          '&:hover': { background: brandGradient, filter: 'brightness(1.08)' },
        }}
      >
        Use Voice
      </Button>
    </Paper>
  );
}
