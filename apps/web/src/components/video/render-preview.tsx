import Box from '@mui/material/Box';
import { useState, type RefObject } from 'react';
import type { VideoDto } from '@reelsmith/contracts/responses';
import { RenderProgress } from './render-progress';
import { VideoLayout, type PlayHandoff } from './video-frame';
import { cornerBadge } from '../../lib/theme';

/**
 * Which preview link the player keeps. The first link of a render stays (a newer signature of the
 * same stream would restart the player); a render that starts over (retry) drops it, and its
 * next link is a new stream.
 */
export function nextPreviewSrc(current: string | null, incoming: string | null | undefined): string | null {
  if (!incoming) return null;
  return current ?? incoming;
}

/** The live preview's source for this video, kept steady while the render runs. */
export function usePreviewSrc(video: Pick<VideoDto, 'id' | 'preview_url'> | null): string | null {
  const [kept, setKept] = useState<{ id: string; src: string | null } | null>(null);
  const id = video?.id ?? null;
  const current = kept && kept.id === id ? kept.src : null;
  const next = nextPreviewSrc(current, video?.preview_url);
  // Adjusting state while rendering (React's pattern for state derived from props).
  if (id && next !== current) setKept({ id, src: next });
  return next;
}

/**
 * A render in progress with its live preview: the growing video plays in the player's place
 * (the finished video takes the same place), the progress bar and stages beside it. `handoff`
 * remembers where the viewer is, so the finished video can carry on from there.
 */
export function RenderPreview({
  video,
  src,
  handoff,
}: {
  video: VideoDto;
  src: string;
  handoff?: RefObject<PlayHandoff | null>;
}) {
  const remember = (e: { currentTarget: HTMLVideoElement }) => {
    if (handoff)
      handoff.current = {
        videoId: video.id,
        time: e.currentTarget.currentTime,
        playing: !e.currentTarget.paused,
      };
  };
  return (
    <VideoLayout
      player={
        <>
          <Box
            component="video"
            src={src}
            playsInline
            controls
            autoPlay
            aria-label={`Preview of “${video.title}”, still rendering`}
            data-testid="preview-video"
            onTimeUpdate={remember}
            onPause={remember}
            onPlay={remember}
            sx={{ width: '100%', height: '100%', display: 'block', objectFit: 'cover' }}
          />
          <Box
            data-testid="preview-badge"
            sx={{
              ...cornerBadge,
              lineHeight: 1.4,
              color: '#fff',
              bgcolor: 'rgba(11,10,18,0.72)',
              backdropFilter: 'blur(6px)',
              border: '1px solid rgba(255,255,255,0.16)',
              fontVariantNumeric: 'tabular-nums',
              pointerEvents: 'none',
            }}
          >
            Preview · still rendering {video.percent} %
          </Box>
        </>
      }
    >
      <RenderProgress video={video} />
    </VideoLayout>
  );
}
