import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EMOJI_FONT } from './voice-styles';

export interface VoiceStatsProps {
  total: number;
  withPreviews: number;
  favorites: number;
  accents: number;
}

const TILES = [
  { key: 'total', label: 'Total Voices', emoji: '🎙️', tint: '#a78bfa' },
  { key: 'withPreviews', label: 'With Previews', emoji: '🔊', tint: '#34d399' },
  { key: 'favorites', label: 'Favorites', emoji: '💖', tint: '#f472b6' },
  { key: 'accents', label: 'Accents', emoji: '🌍', tint: '#60a5fa' },
] as const;

/** The spec's four stat tiles. */
export function VoiceStats(props: VoiceStatsProps) {
  return (
    <Box
      component="dl"
      aria-label="Voice library at a glance"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        gap: { xs: 1.25, sm: 2 },
      }}
    >
      {TILES.map(({ key, label, emoji, tint }) => (
        // Each tile holds its term and value and nothing else (what a list's group may hold); the
        // emoji sits in the term, hidden from screen readers, and is placed in the tile's padding.
        <Box
          key={key}
          sx={{
            position: 'relative',
            p: { xs: 1.75, sm: 2.25 },
            pl: { xs: '54px', sm: '62px' },
            borderRadius: '16px',
            border: '1px solid rgba(255,255,255,0.08)',
            background: `linear-gradient(135deg, ${tint}1c, rgba(21,19,31,0.9) 70%)`,
            display: 'grid',
            gridTemplateAreas: '"value" "label"',
            minWidth: 0,
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ gridArea: 'label' }}>
            <Box
              component="span"
              aria-hidden
              sx={{
                position: 'absolute',
                left: { xs: 14, sm: 18 },
                top: '50%',
                transform: 'translateY(-50%)',
                width: { xs: 28, sm: 32 },
                textAlign: 'center',
                fontSize: { xs: 22, sm: 26 },
                lineHeight: 1,
                fontFamily: EMOJI_FONT,
              }}
            >
              {emoji}
            </Box>
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ gridArea: 'value', m: 0, fontWeight: 800, fontSize: { xs: 22, sm: 26 }, lineHeight: 1.15 }}
          >
            {props[key]}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
