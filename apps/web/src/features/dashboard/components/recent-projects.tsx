import MovieRounded from '@mui/icons-material/MovieRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { brandGradient, gradientTile } from '../../../lib/theme';
import { formatClock, timeAgo } from '../../../lib/format';
import { useVideoProgress } from '../../../lib/videos/use-video-progress';
import type { VideoDto } from '@reelsmith/contracts/responses';
import { isLive } from '@reelsmith/contracts/video';
import { STAGE_LABEL } from '../../../lib/videos/video-types';
import { useRecentVideos } from '../api/get-recent-videos';
import { PlayOverlay } from '../../../components/ui/play-overlay';
import { surface } from '../../../components/ui/panel';

function ProjectCard({ initial }: { initial: VideoDto }) {
  const video = useVideoProgress(initial) ?? initial;
  const [playing, setPlaying] = useState(false);
  const live = isLive(video.status);
  return (
    <Box
      component="article"
      data-testid="recent-project"
      aria-label={video.title}
      sx={{
        borderRadius: '18px',
        overflow: 'hidden',
        ...surface,
        display: 'flex',
        flexDirection: 'column',
        transition: 'transform .18s, border-color .18s',
        '&:hover': { transform: 'translateY(-2px)', borderColor: 'rgba(167,139,250,0.45)' },
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '9 / 12', bgcolor: '#0d0c16', overflow: 'hidden' }}>
        {playing && video.video_url ? (
          <Box
            component="video"
            src={video.video_url}
            autoPlay
            controls
            playsInline
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : video.thumbnail_url ? (
          <Box
            component="button"
            type="button"
            onClick={() => setPlaying(true)}
            aria-label={`Play ${video.title}`}
            sx={{
              all: 'unset',
              cursor: 'pointer',
              display: 'block',
              width: '100%',
              height: '100%',
              position: 'relative',
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
            }}
          >
            <Box
              component="img"
              src={video.thumbnail_url}
              alt=""
              loading="lazy"
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
            <PlayOverlay />
          </Box>
        ) : (
          <Box
            sx={{
              width: '100%',
              height: '100%',
              display: 'grid',
              placeItems: 'center',
              background:
                'linear-gradient(160deg, rgba(139,92,246,0.35), rgba(236,72,153,0.18) 60%, rgba(13,12,22,1))',
            }}
          >
            <MovieRounded sx={{ fontSize: 40, color: 'rgba(255,255,255,0.5)' }} />
          </Box>
        )}
        <Box sx={{ position: 'absolute', top: 8, left: 8, display: 'flex', gap: 0.5, pointerEvents: 'none' }}>
          {video.status === 'completed' && (
            <Chip label="Ready" size="small" color="success" sx={{ fontWeight: 700, height: 22 }} />
          )}
          {video.status === 'failed' && (
            <Chip label="Failed" size="small" color="error" sx={{ fontWeight: 700, height: 22 }} />
          )}
        </Box>
        {video.duration_seconds && !playing && (
          <Chip
            label={formatClock(video.duration_seconds)}
            size="small"
            sx={{
              position: 'absolute',
              bottom: 8,
              right: 8,
              height: 22,
              bgcolor: 'rgba(0,0,0,0.6)',
              fontWeight: 600,
              pointerEvents: 'none',
            }}
          />
        )}
      </Box>
      <Box sx={{ p: 1.5, display: 'grid', gap: 0.75 }}>
        <Typography
          variant="body2"
          sx={{
            fontWeight: 700,
            lineHeight: 1.3,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            minHeight: '2.6em',
          }}
        >
          {video.title}
        </Typography>
        {live ? (
          <Box>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
              <Typography variant="caption" color="text.secondary" noWrap>
                {STAGE_LABEL[video.status]}
              </Typography>
              <Typography variant="caption" sx={{ fontWeight: 800 }} data-testid="recent-percent">
                {video.percent}%
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={video.percent}
              aria-label={`${video.title}: ${video.percent}%`}
              sx={{
                height: 6,
                borderRadius: 999,
                bgcolor: 'rgba(255,255,255,0.08)',
                '& .MuiLinearProgress-bar': { borderRadius: 999, background: brandGradient },
              }}
            />
          </Box>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="caption" color="text.secondary">
              {timeAgo(video.created_at)}
            </Typography>
            {video.status === 'completed' && (
              <Button
                component={RouterLink}
                to={`/videos/${video.id}/edit`}
                size="small"
                aria-label={`Edit ${video.title}`}
                sx={{ minWidth: 0, py: 0 }}
              >
                Edit
              </Button>
            )}
          </Box>
        )}
      </Box>
    </Box>
  );
}

function EmptyState() {
  return (
    <Box
      sx={{
        p: { xs: 3, sm: 5 },
        borderRadius: '22px',
        textAlign: 'center',
        border: '1px dashed rgba(167,139,250,0.35)',
        background: 'radial-gradient(500px 200px at 50% 0%, rgba(139,92,246,0.14), transparent 70%)',
      }}
    >
      <Box
        sx={{
          ...gradientTile(64, '18px'),
          mx: 'auto',
          mb: 2,
          boxShadow: '0 20px 40px -15px rgba(236,72,153,0.7)',
        }}
      >
        <MovieRounded sx={{ color: '#fff', fontSize: 32 }} />
      </Box>
      <Typography component="h3" sx={{ fontWeight: 800, fontSize: 20 }}>
        Your first video is one idea away
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 460, mx: 'auto', mt: 1 }}>
        Type an idea in the box above and press Generate — it takes about half a minute. Or go step by step
        and edit the script and pick the voice yourself.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', mt: 2.5, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/create" variant="outlined" sx={{ borderColor: 'divider' }}>
          Create step by step
        </Button>
      </Box>
    </Box>
  );
}

export function RecentProjects() {
  const recent = useRecentVideos();
  const items = recent.data?.results ?? [];
  return (
    <Box component="section" aria-labelledby="recent-title">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography id="recent-title" component="h2" sx={{ fontWeight: 800, fontSize: 20 }}>
          Recent projects
        </Typography>
        {items.length > 0 && (
          <Button component={RouterLink} to="/my-content" size="small">
            View all
          </Button>
        )}
      </Box>
      {recent.isPending ? (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
            gap: 2,
          }}
        >
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton
              key={i}
              variant="rounded"
              sx={{ aspectRatio: '9 / 14', height: 'auto', borderRadius: '18px' }}
            />
          ))}
        </Box>
      ) : recent.isError ? (
        <Typography color="error">Could not load your projects. Please refresh the page.</Typography>
      ) : items.length === 0 ? (
        <EmptyState />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
            gap: { xs: 1.5, sm: 2 },
          }}
        >
          {items.map((v) => (
            <ProjectCard key={v.id} initial={v} />
          ))}
        </Box>
      )}
    </Box>
  );
}
