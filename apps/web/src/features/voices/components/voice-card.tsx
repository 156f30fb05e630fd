import AutorenewRounded from '@mui/icons-material/AutorenewRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import GraphicEqRounded from '@mui/icons-material/GraphicEqRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import StopRounded from '@mui/icons-material/StopRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import type { MouseEvent } from 'react';
import type { Voice } from '../api/get-voices';
import { accentFlag, PREVIEW_STATUS_TEXT, previewStatus } from '../utils/voice-filters';
import { CATEGORY_COLORS, EMOJI_FONT } from './category-colors';

const bounce = keyframes`
  0%, 100% { transform: scaleY(0.35); }
  50% { transform: scaleY(1); }
`;

/** Three bars that move while a voice plays. */
function Equalizer() {
  return (
    <Box
      aria-hidden
      sx={{ display: 'inline-flex', alignItems: 'flex-end', gap: '2px', height: 14, mr: 0.75 }}
    >
      {[0, 0.2, 0.4].map((delay) => (
        <Box
          key={delay}
          sx={{
            width: 3,
            height: 14,
            borderRadius: '2px',
            bgcolor: 'currentColor',
            transformOrigin: 'bottom',
            animation: `${bounce} 0.9s ease-in-out ${delay}s infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
      ))}
    </Box>
  );
}

const STATUS_COLOR = { ready: 'success.main', update: 'warning.main', none: 'text.secondary' } as const;

export interface VoiceCardProps {
  voice: Voice;
  layout: 'grid' | 'list';
  selected: boolean;
  playing: boolean;
  generating: boolean;
  onPlay: () => void;
  onRegenerate: () => void;
  onFavorite: () => void;
  onSelect: () => void;
}

export function VoiceCard({
  voice,
  layout,
  selected,
  playing,
  generating,
  onPlay,
  onRegenerate,
  onFavorite,
  onSelect,
}: VoiceCardProps) {
  const status = previewStatus(voice);
  const color = CATEGORY_COLORS[voice.category];
  const list = layout === 'list';
  const headingId = `voice-${voice.id}-name`;

  // A click anywhere on the card selects it; its buttons do their own thing.
  const onCardClick = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest('button, a, input')) return;
    onSelect();
  };

  const playLabel = generating
    ? 'Generating...'
    : playing
      ? 'Playing'
      : voice.has_preview
        ? 'Play Preview'
        : 'Generate Preview';

  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      data-voice-id={voice.id}
      onClick={onCardClick}
      sx={{
        position: 'relative',
        height: '100%',
        p: { xs: 2, sm: list ? 2 : 2.5 },
        display: 'flex',
        flexDirection: list ? { xs: 'column', md: 'row' } : 'column',
        alignItems: list ? { md: 'center' } : 'stretch',
        gap: list ? { xs: 1.5, md: 2.5 } : 1.75,
        cursor: 'pointer',
        bgcolor: selected ? 'rgba(167,139,250,0.10)' : 'background.paper',
        borderColor: selected ? 'primary.main' : playing ? `${color}88` : 'rgba(255,255,255,0.08)',
        boxShadow: selected
          ? '0 0 0 1px var(--mui-palette-primary-main), 0 12px 40px -18px rgba(167,139,250,0.7)'
          : 'none',
        transition: 'border-color .15s, background-color .15s, transform .15s, box-shadow .15s',
        '&:hover': {
          borderColor: selected ? 'primary.main' : 'rgba(255,255,255,0.22)',
          transform: { md: 'translateY(-2px)' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          minWidth: 0,
          flex: list ? { md: '0 0 250px' } : undefined,
        }}
      >
        <Box
          aria-hidden
          sx={{
            flex: '0 0 auto',
            width: 52,
            height: 52,
            borderRadius: '14px',
            display: 'grid',
            placeItems: 'center',
            fontSize: 28,
            fontFamily: EMOJI_FONT,
            background: `linear-gradient(135deg, ${color}40, ${color}14)`,
            border: `1px solid ${color}55`,
          }}
        >
          {voice.mood}
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            id={headingId}
            component="h3"
            sx={{ fontWeight: 800, fontSize: 18, lineHeight: 1.25 }}
            noWrap
          >
            {voice.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            <Box
              component="span"
              role="img"
              aria-label={`${voice.accent} accent`}
              sx={{ mr: 0.5, fontFamily: EMOJI_FONT }}
            >
              {accentFlag(voice.accent)}
            </Box>
            {voice.accent}
          </Typography>
        </Box>
        <Tooltip title={voice.is_favorite ? 'Remove from favorites' : 'Add to favorites'}>
          <IconButton
            onClick={onFavorite}
            aria-pressed={voice.is_favorite}
            aria-label={
              voice.is_favorite ? `Remove ${voice.name} from favorites` : `Add ${voice.name} to favorites`
            }
            sx={{
              color: voice.is_favorite ? '#f472b6' : 'text.secondary',
              display: list ? { md: 'none' } : undefined,
            }}
          >
            {voice.is_favorite ? <FavoriteRounded /> : <FavoriteBorderRounded />}
          </IconButton>
        </Tooltip>
      </Box>

      <Box sx={{ minWidth: 0, flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
          <Box
            component="span"
            sx={{
              px: 1,
              py: 0.25,
              borderRadius: 999,
              fontSize: 12,
              fontWeight: 700,
              color,
              bgcolor: `${color}1f`,
              border: `1px solid ${color}44`,
            }}
          >
            {voice.category}
          </Box>
          <Box
            component="span"
            sx={{
              px: 1,
              py: 0.25,
              borderRadius: 999,
              fontSize: 12,
              fontWeight: 600,
              color: 'text.secondary',
              border: '1px solid rgba(255,255,255,0.14)',
            }}
          >
            {voice.tone}
          </Box>
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={
            list
              ? undefined
              : {
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                  minHeight: { sm: '2.86em' },
                }
          }
        >
          {voice.description}
        </Typography>
        <Typography
          variant="caption"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            color: STATUS_COLOR[status],
            fontWeight: 600,
          }}
        >
          <Box
            component="span"
            aria-hidden
            sx={{ width: 7, height: 7, borderRadius: '50%', bgcolor: 'currentColor' }}
          />
          {PREVIEW_STATUS_TEXT[status]}
        </Typography>
      </Box>

      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          mt: list ? 0 : 'auto',
          flexWrap: 'nowrap',
          flex: list ? { md: '0 0 auto' } : undefined,
        }}
      >
        <Button
          onClick={onPlay}
          disabled={generating}
          variant={playing ? 'contained' : 'outlined'}
          size="small"
          aria-label={`${playLabel}: ${voice.name}`}
          aria-pressed={playing}
          startIcon={
            generating ? (
              <CircularProgress size={14} color="inherit" aria-hidden />
            ) : playing ? undefined : voice.has_preview ? (
              <PlayArrowRounded />
            ) : (
              <GraphicEqRounded />
            )
          }
          endIcon={playing ? <StopRounded /> : undefined}
          sx={{ flex: list ? { xs: 1, md: '0 0 168px' } : 1, whiteSpace: 'nowrap', px: 1.5, minWidth: 0 }}
        >
          {playing && <Equalizer />}
          {playLabel}
        </Button>
        <Tooltip title="Regenerate preview">
          <span>
            <IconButton
              onClick={onRegenerate}
              disabled={generating}
              aria-label={`Regenerate ${voice.name} preview`}
              sx={{ color: status === 'update' ? 'warning.main' : 'text.secondary' }}
            >
              <AutorenewRounded />
            </IconButton>
          </span>
        </Tooltip>
        {list && (
          <Tooltip title={voice.is_favorite ? 'Remove from favorites' : 'Add to favorites'}>
            <IconButton
              onClick={onFavorite}
              aria-pressed={voice.is_favorite}
              aria-label={
                voice.is_favorite ? `Remove ${voice.name} from favorites` : `Add ${voice.name} to favorites`
              }
              sx={{
                color: voice.is_favorite ? '#f472b6' : 'text.secondary',
                display: { xs: 'none', md: 'inline-flex' },
              }}
            >
              {voice.is_favorite ? <FavoriteRounded /> : <FavoriteBorderRounded />}
            </IconButton>
          </Tooltip>
        )}
        <Button
          onClick={onSelect}
          size="small"
          variant={selected ? 'contained' : 'text'}
          color="primary"
          aria-pressed={selected}
          aria-label={selected ? `Selected: ${voice.name}` : `Select ${voice.name}`}
          startIcon={selected ? <CheckCircleRounded /> : undefined}
          sx={{ whiteSpace: 'nowrap', px: 1.5, minWidth: 0 }}
        >
          {selected ? 'Selected' : 'Select'}
        </Button>
      </Box>
    </Card>
  );
}
