import GraphicEqRounded from '@mui/icons-material/GraphicEqRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import MovieRounded from '@mui/icons-material/MovieRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { brandGradient } from '../../../lib/theme';
import { formatClock, timeAgo } from '../../../lib/format';
import { titleCase } from '../../../lib/video-options';
import { useVideoProgress } from '../../../lib/videos/use-video-progress';
import { isLive, type VideoStatus } from '@reelsmith/contracts/video';
import { STAGE_LABEL } from '../../../lib/videos/video-types';
import type { ContentItem } from '../api/get-content';
import { PlayOverlay } from '../../../components/ui/play-overlay';
import { voiceName } from '../../../lib/voices/clones';
import { surface } from '../../../components/ui/panel';
import { ShareVideoDialog } from '../../../components/video/share-video';
import { RemixMenu } from '../../../components/video/remix-menu';
import { cardMenuItems, type CardAction } from './content-card-menu';
import { Bars, StatusChip } from './content-card-parts';

const TYPE_LABEL = { video: 'Video', script: 'Script', audio: 'Audio' } as const;

export function ContentCard({
  item,
  onAction,
}: {
  item: ContentItem;
  onAction: (a: CardAction, item: ContentItem) => void;
}) {
  const live = useVideoProgress(item.type === 'video' && isLive(item.status) ? item : null);
  const status = (live?.status ?? item.status) as string;
  const percent = live?.percent ?? item.percent;
  const [playing, setPlaying] = useState(false);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [sharing, setSharing] = useState(false);
  const [remixAt, setRemixAt] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const processing = item.type === 'video' && isLive(status);
  const mediaUrl = (live && 'video_url' in live ? live.video_url : null) ?? item.media_url;
  const thumb = (live && 'thumbnail_url' in live ? live.thumbnail_url : null) ?? item.thumbnail_url;
  const download = (live && 'download_url' in live ? live.download_url : null) ?? item.download_url;

  const items = cardMenuItems({
    item,
    status,
    processing,
    download,
    onAction,
    go: (path) => void navigate(path),
    remix: () => setRemixAt(menu),
    share: () => setSharing(true),
  });

  const duration =
    item.type === 'script'
      ? item.duration_seconds
        ? `~${Math.round(item.duration_seconds)} s read`
        : ''
      : formatClock(
          (live && 'duration_seconds' in live ? live.duration_seconds : null) ?? item.duration_seconds,
        );

  return (
    <Box
      component="article"
      data-testid="content-card"
      data-type={item.type}
      aria-label={`${TYPE_LABEL[item.type]}: ${item.title}`}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderRadius: '18px',
        overflow: 'hidden',
        ...surface,
        transition: 'border-color .18s, transform .18s',
        '&:hover': { borderColor: 'rgba(167,139,250,0.45)' },
      }}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '9 / 12',
          bgcolor: '#0d0c16',
          overflow: 'hidden',
        }}
      >
        {item.type === 'video' &&
          (playing && mediaUrl ? (
            <Box
              component="video"
              src={mediaUrl}
              autoPlay
              controls
              playsInline
              data-testid="inline-video"
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', bgcolor: '#000' }}
            />
          ) : (
            <Box
              component={mediaUrl ? 'button' : 'div'}
              type={mediaUrl ? 'button' : undefined}
              onClick={mediaUrl ? () => setPlaying(true) : undefined}
              aria-label={mediaUrl ? `Play ${item.title}` : undefined}
              sx={{
                all: 'unset',
                display: 'block',
                width: '100%',
                height: '100%',
                position: 'relative',
                cursor: mediaUrl ? 'pointer' : 'default',
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
              }}
            >
              {thumb ? (
                <Box
                  component="img"
                  src={thumb}
                  alt=""
                  loading="lazy"
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              ) : (
                <Box
                  sx={{
                    width: '100%',
                    height: '100%',
                    display: 'grid',
                    placeItems: 'center',
                    background:
                      'linear-gradient(160deg, rgba(139,92,246,0.35), rgba(236,72,153,0.15) 60%, #0d0c16)',
                  }}
                >
                  <MovieRounded sx={{ fontSize: 40, color: 'rgba(255,255,255,0.45)' }} />
                </Box>
              )}
              {mediaUrl && <PlayOverlay />}
            </Box>
          ))}
        {item.type === 'script' && (
          <Box
            sx={{
              p: 2,
              pt: 5.5,
              height: '100%',
              boxSizing: 'border-box',
              background:
                'linear-gradient(160deg, rgba(14,165,233,0.22), rgba(99,102,241,0.12) 60%, #0d0c16)',
            }}
          >
            <Typography
              variant="caption"
              component="p"
              sx={{ color: '#7dd3fc', fontWeight: 600, mb: 1 }}
              noWrap
              title={item.summary}
            >
              {item.summary}
            </Typography>
            <Typography
              variant="body2"
              sx={{
                color: 'text.secondary',
                fontStyle: 'italic',
                lineHeight: 1.55,
                display: '-webkit-box',
                WebkitLineClamp: 7,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              “{item.excerpt ?? item.summary}”
            </Typography>
          </Box>
        )}
        {item.type === 'audio' && (
          <Box
            sx={{
              height: '100%',
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'center',
              gap: 1.5,
              background:
                'linear-gradient(160deg, rgba(16,185,129,0.16), rgba(139,92,246,0.14) 60%, #0d0c16)',
            }}
          >
            {playing && mediaUrl ? (
              <Box sx={{ px: 1.5 }}>
                <audio src={mediaUrl} controls autoPlay style={{ width: '100%' }} />
              </Box>
            ) : (
              <Box
                component="button"
                type="button"
                onClick={() => setPlaying(true)}
                aria-label={`Play ${item.title}`}
                sx={{
                  all: 'unset',
                  cursor: 'pointer',
                  display: 'block',
                  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
                }}
              >
                <Bars seed={item.id} />
              </Box>
            )}
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ px: 2, display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <GraphicEqRounded sx={{ fontSize: 14 }} /> {voiceName(item.voice ?? '', undefined)}
            </Typography>
          </Box>
        )}
        {/* The chips wrap: in a hook test's half-width card at 360 px, "Hook B" ran off the edge. */}
        <Box
          sx={{
            position: 'absolute',
            top: 8,
            left: 8,
            right: 8,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.5,
            pointerEvents: 'none',
          }}
        >
          <Chip
            size="small"
            label={TYPE_LABEL[item.type]}
            sx={{ height: 22, fontWeight: 700, bgcolor: 'rgba(0,0,0,0.55)', backdropFilter: 'blur(6px)' }}
          />
          <StatusChip status={status} />
          {item.ab_test && (
            <Chip
              size="small"
              color="primary"
              label={`Hook ${item.ab_test.hook}`}
              sx={{ height: 22, fontWeight: 700 }}
            />
          )}
        </Box>
        {duration && !playing && (
          <Chip
            size="small"
            label={duration}
            sx={{
              position: 'absolute',
              bottom: 8,
              right: 8,
              height: 22,
              fontWeight: 600,
              bgcolor: 'rgba(0,0,0,0.6)',
              pointerEvents: 'none',
            }}
          />
        )}
      </Box>
      <Box sx={{ p: 1.5, display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="body2"
            sx={{
              fontWeight: 700,
              lineHeight: 1.3,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {item.title}
          </Typography>
          {processing ? (
            <Box sx={{ mt: 1 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
                <Typography variant="caption" color="text.secondary" noWrap>
                  {STAGE_LABEL[status as VideoStatus]}
                </Typography>
                <Typography variant="caption" sx={{ fontWeight: 800 }}>
                  {percent}%
                </Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={percent}
                aria-label={`${item.title}: ${percent}%`}
                sx={{
                  height: 5,
                  borderRadius: 999,
                  '& .MuiLinearProgress-bar': { background: brandGradient, borderRadius: 999 },
                }}
              />
            </Box>
          ) : (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.25 }} noWrap>
              {timeAgo(item.created_at)}
              {item.type === 'script' && item.word_count !== null ? ` · ${item.word_count} words` : ''}
              {item.type === 'video' && item.style ? ` · ${titleCase(item.style)}` : ''}
              {item.made_by ? ` · by ${item.made_by.name}` : ''}
            </Typography>
          )}
          {status === 'failed' && item.error && (
            <Typography
              variant="caption"
              color="error.light"
              component="p"
              sx={{
                mt: 0.5,
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {item.error}
            </Typography>
          )}
        </Box>
        {/* A teammate's project is seen, not changed: only its maker has the actions. */}
        {!item.made_by && (
          <IconButton
            size="small"
            aria-label={`Actions for ${item.title}`}
            aria-haspopup="menu"
            onClick={(e) => setMenu(e.currentTarget)}
            sx={{ mr: -0.5 }}
          >
            <MoreVertRounded fontSize="small" />
          </IconButton>
        )}
        <Menu
          anchorEl={menu}
          open={!!menu}
          onClose={() => setMenu(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          {items.map((a) => (
            <MenuItem
              key={a.key}
              onClick={() => {
                setMenu(null);
                void a.run();
              }}
              sx={a.danger ? { color: 'error.light' } : undefined}
            >
              <ListItemIcon sx={a.danger ? { color: 'error.light' } : undefined}>{a.icon}</ListItemIcon>
              {a.label}
            </MenuItem>
          ))}
        </Menu>
        {sharing && <ShareVideoDialog videoId={item.id} onClose={() => setSharing(false)} />}
        {item.type === 'video' && status === 'completed' && (
          <RemixMenu
            source={{ id: item.id, voice: item.voice, style: item.style, durationSec: item.duration_seconds }}
            anchorEl={remixAt}
            onClose={() => setRemixAt(null)}
          />
        )}
      </Box>
    </Box>
  );
}
