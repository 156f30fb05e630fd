import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useRef, type ReactNode, type RefObject } from 'react';
import { formatClock } from '../../lib/format';
import type { VideoDto } from '@reelsmith/contracts/responses';
import { CopyButton } from '../ui/copy-button';
import { postText } from '@reelsmith/contracts/post-words';
import { ShareVideoButton } from './share-video';
import { VideoLayout, type PlayHandoff } from './video-frame';
import { languageLabel, languageOf } from '../ui/language-select';
import { LANGUAGE_INFO } from '@reelsmith/contracts/languages';

/**
 * A finished video: the player, download, the post's caption and hashtags with copy buttons.
 * `resume` carries on where the live preview was when the render finished.
 */
export function VideoResult({
  video,
  actions,
  resume,
}: {
  video: VideoDto;
  actions?: ReactNode;
  resume?: RefObject<PlayHandoff | null>;
}) {
  const hashtags = video.hashtags.join(' ');
  const language = languageOf(video.language);
  const player = useRef<HTMLVideoElement>(null);
  const carryOn = () => {
    const el = player.current;
    const from = resume?.current;
    if (!el || !from || from.videoId !== video.id) return;
    el.currentTime = Math.min(from.time, Number.isFinite(el.duration) ? el.duration : from.time);
    // A browser may refuse to play without a fresh gesture: the controls are there.
    if (from.playing) el.play()?.catch(() => undefined);
  };
  return (
    <VideoLayout
      player={
        <Box
          component="video"
          ref={player}
          src={video.video_url ?? undefined}
          poster={video.thumbnail_url ?? undefined}
          controls
          playsInline
          preload="metadata"
          aria-label={`Video: ${video.title}`}
          data-testid="result-video"
          onLoadedMetadata={carryOn}
          sx={{ width: '100%', height: '100%', display: 'block', objectFit: 'cover' }}
        >
          {video.vtt_url && (
            <track
              kind="captions"
              src={video.vtt_url}
              srcLang={LANGUAGE_INFO[language].tag}
              label={LANGUAGE_INFO[language].name}
            />
          )}
        </Box>
      }
    >
      <Box>
        <Chip size="small" color="success" label="Ready" sx={{ fontWeight: 700, mb: 1 }} />
        <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
          {video.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatClock(video.duration_seconds)} · vertical, full HD · {video.style} style ·{' '}
          <span data-testid="video-language" lang={LANGUAGE_INFO[language].tag}>
            {languageLabel(language)}
          </span>
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
        <ShareVideoButton video={video} />
        {actions}
      </Box>
      <CopyButton
        text={postText(video)}
        label="Copy title, caption and hashtags"
        sx={{ alignSelf: 'flex-start' }}
      />
      {video.caption && (
        <CopySection title="Caption" text={video.caption} copyLabel="Copy caption">
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {video.caption}
          </Typography>
        </CopySection>
      )}
      {video.hashtags.length > 0 && (
        <CopySection title="Hashtags" text={hashtags} copyLabel="Copy hashtags">
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
        </CopySection>
      )}
    </VideoLayout>
  );
}

/** A titled panel of copyable text (the caption, the hashtags) with its copy button. */
function CopySection({
  title,
  text,
  copyLabel,
  children,
}: {
  title: string;
  text: string;
  copyLabel: string;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        p: 2,
        borderRadius: '14px',
        bgcolor: 'rgba(255,255,255,0.04)',
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
          {title}
        </Typography>
        <CopyButton text={text} label={copyLabel} />
      </Box>
      {children}
    </Box>
  );
}
