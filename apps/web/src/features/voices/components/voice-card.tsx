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
import type { MouseEvent, ReactNode } from 'react';
import type { Voice } from '../../../lib/voices/get-voices';
import { accentFlag, PREVIEW_STATUS_TEXT, previewStatus } from '../utils/voice-filters';
import { CATEGORY_COLORS, EMOJI_FONT } from './voice-styles';

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

function MoodAvatar({ voice, size }: { voice: Voice; size: number }) {
  const color = CATEGORY_COLORS[voice.category];
  return (
    <Box
      aria-hidden
      sx={{
        flex: '0 0 auto',
        width: size,
        height: size,
        borderRadius: '14px',
        display: 'grid',
        placeItems: 'center',
        fontSize: size * 0.54,
        fontFamily: EMOJI_FONT,
        background: `linear-gradient(135deg, ${color}40, ${color}14)`,
        border: `1px solid ${color}55`,
      }}
    >
      {voice.mood}
    </Box>
  );
}

function NameAndAccent({ voice, headingId }: { voice: Voice; headingId: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
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
  );
}

function Tags({ voice }: { voice: Voice }) {
  const color = CATEGORY_COLORS[voice.category];
  const tag = { px: 1, py: 0.25, borderRadius: 999, fontSize: 12, whiteSpace: 'nowrap' } as const;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
      <Box
        component="span"
        sx={{ ...tag, fontWeight: 700, color, bgcolor: `${color}1f`, border: `1px solid ${color}44` }}
      >
        {voice.category}
      </Box>
      <Box
        component="span"
        sx={{ ...tag, fontWeight: 600, color: 'text.secondary', border: '1px solid rgba(255,255,255,0.14)' }}
      >
        {voice.tone}
      </Box>
      {voice.robotic && (
        // Said plainly: an offline voice of another language is clear but sounds like a machine.
        <Box
          component="span"
          title="An offline voice: clear, but it sounds robotic"
          sx={{ ...tag, fontWeight: 700, color: '#fbbf24', border: '1px solid rgba(251,191,36,0.4)' }}
        >
          Robotic
        </Box>
      )}
    </Box>
  );
}

function StatusLine({ voice }: { voice: Voice }) {
  const status = previewStatus(voice);
  return (
    <Typography
      variant="caption"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        color: STATUS_COLOR[status],
        fontWeight: 600,
        whiteSpace: 'nowrap',
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{ width: 7, height: 7, borderRadius: '50%', bgcolor: 'currentColor' }}
      />
      {PREVIEW_STATUS_TEXT[status]}
    </Typography>
  );
}

function FavoriteButton({ voice, onFavorite }: { voice: Voice; onFavorite: () => void }) {
  return (
    <Tooltip title={voice.is_favorite ? 'Remove from favorites' : 'Add to favorites'}>
      <IconButton
        onClick={onFavorite}
        aria-pressed={voice.is_favorite}
        aria-label={
          voice.is_favorite ? `Remove ${voice.name} from favorites` : `Add ${voice.name} to favorites`
        }
        sx={{ color: voice.is_favorite ? '#f472b6' : 'text.secondary' }}
      >
        {voice.is_favorite ? <FavoriteRounded /> : <FavoriteBorderRounded />}
      </IconButton>
    </Tooltip>
  );
}

function Actions({
  voice,
  selected,
  playing,
  generating,
  onPlay,
  onRegenerate,
  onSelect,
  favorite,
  compact,
}: Omit<VoiceCardProps, 'layout' | 'onFavorite'> & { favorite?: ReactNode; compact: boolean }) {
  const playLabel = generating
    ? 'Generating...'
    : playing
      ? 'Playing'
      : voice.has_preview
        ? 'Play Preview'
        : 'Generate Preview';
  const status = previewStatus(voice);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
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
        sx={{ flex: compact ? '0 0 auto' : 1, minWidth: compact ? 158 : 0, whiteSpace: 'nowrap', px: 1.5 }}
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
      {favorite}
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
  );
}

export function VoiceCard(props: VoiceCardProps) {
  const { voice, layout, selected, playing, onFavorite, onSelect } = props;
  const color = CATEGORY_COLORS[voice.category];
  const headingId = `voice-${voice.id}-name`;

  // A click anywhere on the card selects it; its buttons do their own thing.
  const onCardClick = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest('button, a, input')) return;
    onSelect();
  };

  const frame = {
    position: 'relative',
    height: '100%',
    cursor: 'pointer',
    bgcolor: selected ? 'rgba(167,139,250,0.10)' : 'background.paper',
    borderColor: selected ? 'primary.main' : playing ? `${color}88` : 'rgba(255,255,255,0.08)',
    boxShadow: selected
      ? '0 0 0 1px var(--mui-palette-primary-main), 0 12px 40px -18px rgba(167,139,250,0.7)'
      : 'none',
    transition: 'border-color .15s, background-color .15s, transform .15s, box-shadow .15s',
    '&:hover': { borderColor: selected ? 'primary.main' : 'rgba(255,255,255,0.22)' },
  } as const;

  if (layout === 'list') {
    return (
      <Card
        component="article"
        aria-labelledby={headingId}
        data-voice-id={voice.id}
        onClick={onCardClick}
        sx={{
          ...frame,
          p: { xs: 1.75, sm: 2 },
          display: 'grid',
          columnGap: 2,
          rowGap: 1,
          alignItems: 'center',
          gridTemplateColumns: { xs: '52px minmax(0, 1fr) auto' },
          gridTemplateAreas: {
            xs: '"avatar head fav" "body body body" "actions actions actions"',
            md: '"avatar head actions" "avatar body actions"',
          },
        }}
      >
        <Box sx={{ gridArea: 'avatar', display: 'flex' }}>
          <MoodAvatar voice={voice} size={52} />
        </Box>
        <Box
          sx={{
            gridArea: 'head',
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            columnGap: 2,
            rowGap: 0.5,
            minWidth: 0,
          }}
        >
          <NameAndAccent voice={voice} headingId={headingId} />
          <Tags voice={voice} />
        </Box>
        <Box sx={{ gridArea: 'fav', display: { md: 'none' } }}>
          <FavoriteButton voice={voice} onFavorite={onFavorite} />
        </Box>
        <Box
          sx={{
            gridArea: 'body',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 1.5,
            rowGap: 0.5,
            minWidth: 0,
          }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0 }}>
            {voice.description}
          </Typography>
          <StatusLine voice={voice} />
        </Box>
        <Box sx={{ gridArea: 'actions' }}>
          <Actions
            {...props}
            compact
            favorite={
              <Box sx={{ display: { xs: 'none', md: 'block' } }}>
                <FavoriteButton voice={voice} onFavorite={onFavorite} />
              </Box>
            }
          />
        </Box>
      </Card>
    );
  }

  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      data-voice-id={voice.id}
      onClick={onCardClick}
      sx={{
        ...frame,
        p: { xs: 2, sm: 2.5 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1.75,
        '&:hover': { ...frame['&:hover'], transform: { md: 'translateY(-2px)' } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <MoodAvatar voice={voice} size={52} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <NameAndAccent voice={voice} headingId={headingId} />
        </Box>
        <FavoriteButton voice={voice} onFavorite={onFavorite} />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <Tags voice={voice} />
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            minHeight: { sm: '2.86em' },
          }}
        >
          {voice.description}
        </Typography>
        <StatusLine voice={voice} />
      </Box>
      <Actions {...props} compact={false} />
    </Card>
  );
}
