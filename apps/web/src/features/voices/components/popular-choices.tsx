import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { Voice } from '../../../lib/voices/get-voices';
import { accentFlag } from '../utils/voice-filters';
import { CATEGORY_COLORS, EMOJI_FONT } from './voice-styles';

/** The spec's side panel: three popular voices to start from, and a tip. */
export function PopularChoices({
  voices,
  selectedId,
  onSelect,
}: {
  voices: Voice[];
  selectedId: string | null;
  onSelect: (voice: Voice) => void;
}) {
  return (
    <Card component="section" aria-labelledby="popular-choices-title" sx={{ p: 2.5 }}>
      <Typography
        id="popular-choices-title"
        component="h2"
        sx={{ fontWeight: 800, fontSize: 17, display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}
      >
        <StarRounded sx={{ color: '#fbbf24' }} />
        Popular Choices
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {voices.map((voice) => {
          const selected = voice.id === selectedId;
          const color = CATEGORY_COLORS[voice.category];
          return (
            <li key={voice.id}>
              <ButtonBase
                onClick={() => onSelect(voice)}
                aria-pressed={selected}
                aria-label={`Select ${voice.name}, ${voice.tone}, ${voice.accent}`}
                sx={{
                  width: '100%',
                  justifyContent: 'flex-start',
                  textAlign: 'left',
                  gap: 1.5,
                  p: 1.25,
                  borderRadius: '12px',
                  border: '1px solid',
                  borderColor: selected ? 'primary.main' : 'rgba(255,255,255,0.06)',
                  bgcolor: selected ? 'rgba(167,139,250,0.12)' : 'rgba(255,255,255,0.02)',
                  transition: 'background-color .15s, border-color .15s',
                  '&:hover': { bgcolor: 'rgba(255,255,255,0.06)' },
                  '&.Mui-focusVisible': {
                    outline: '2px solid',
                    outlineColor: 'primary.main',
                    outlineOffset: 2,
                  },
                }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 40,
                    height: 40,
                    borderRadius: '10px',
                    display: 'grid',
                    placeItems: 'center',
                    fontSize: 22,
                    fontFamily: EMOJI_FONT,
                    bgcolor: `${color}26`,
                  }}
                >
                  {voice.mood}
                </Box>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }} noWrap>
                    {voice.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" noWrap component="p">
                    {accentFlag(voice.accent)} {voice.tone} · {voice.category}
                  </Typography>
                </Box>
                {selected && <CheckCircleRounded sx={{ color: 'primary.main' }} aria-hidden />}
              </ButtonBase>
            </li>
          );
        })}
      </Box>
      <Box
        sx={{
          mt: 2,
          p: 1.75,
          borderRadius: '12px',
          bgcolor: 'rgba(251,191,36,0.08)',
          border: '1px solid rgba(251,191,36,0.22)',
        }}
      >
        <Typography variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
          💡 Tip
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Match the voice to your content: calm, clear voices suit explainers and stories, energetic ones grab
          attention in the first seconds. Heart the ones you like to find them again in the create flow.
        </Typography>
      </Box>
    </Card>
  );
}
