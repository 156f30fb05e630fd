import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatClock } from '../../lib/format';
import type { VideoDto } from '../../lib/videos/video-types';
import { CopyButton } from '../ui/copy-button';

/** A finished video: the player, download, the post's caption and hashtags with copy buttons. */
export function VideoResult({ video, actions }: { video: VideoDto; actions?: ReactNode }) {
  const hashtags = video.hashtags.join(' ');
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(200px, 300px) 1fr' },
        gap: { xs: 2.5, sm: 3 },
        alignItems: 'start',
      }}
    >
      <Box
        sx={{
          position: 'relative',
          borderRadius: '18px',
          overflow: 'hidden',
          aspectRatio: '9 / 16',
          maxHeight: { xs: 520, sm: 540 },
          mx: { xs: 'auto', sm: 0 },
          width: '100%',
          maxWidth: { xs: 270, sm: 320 },
          bgcolor: '#000',
          boxShadow: '0 30px 60px -20px rgba(139,92,246,0.45), 0 0 0 1px rgba(255,255,255,0.08)',
        }}
      >
        <Box
          component="video"
          src={video.video_url ?? undefined}
          poster={video.thumbnail_url ?? undefined}
          controls
          playsInline
          preload="metadata"
          aria-label={`Video: ${video.title}`}
          data-testid="result-video"
          sx={{ width: '100%', height: '100%', display: 'block', objectFit: 'cover' }}
        >
          {video.vtt_url && <track kind="captions" src={video.vtt_url} srcLang="en" label="English" />}
        </Box>
      </Box>
      <Box sx={{ minWidth: 0, display: 'grid', gap: 2 }}>
        <Box>
          <Chip size="small" color="success" label="Ready" sx={{ fontWeight: 700, mb: 1 }} />
          <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
            {video.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatClock(video.duration_seconds)} · 1080×1920 · {video.style} style
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {video.download_url && (
            <Button
              component="a"
              href={video.download_url}
              download
              variant="contained"
              startIcon={<DownloadRounded />}
              data-testid="download-video"
            >
              Download MP4
            </Button>
          )}
          {actions}
        </Box>
        {video.caption && (
          <Box
            sx={{
              p: 2,
              borderRadius: '14px',
              bgcolor: 'rgba(255,255,255,0.04)',
              border: '1px solid',
              borderColor: 'divider',
            }}
          >
            <Box
              sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}
            >
              <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                Caption
              </Typography>
              <CopyButton text={video.caption} label="Copy caption" />
            </Box>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {video.caption}
            </Typography>
          </Box>
        )}
        {video.hashtags.length > 0 && (
          <Box
            sx={{
              p: 2,
              borderRadius: '14px',
              bgcolor: 'rgba(255,255,255,0.04)',
              border: '1px solid',
              borderColor: 'divider',
            }}
          >
            <Box
              sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}
            >
              <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                Hashtags
              </Typography>
              <CopyButton text={hashtags} label="Copy hashtags" />
            </Box>
            <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
              {video.hashtags.map((h) => (
                <Chip
                  key={h}
                  label={h}
                  size="small"
                  sx={{ bgcolor: 'rgba(167,139,250,0.14)', color: 'primary.light' }}
                />
              ))}
            </Box>
          </Box>
        )}
      </Box>
    </Box>
  );
}
