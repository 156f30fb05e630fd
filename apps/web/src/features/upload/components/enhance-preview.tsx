import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useState, type RefObject } from 'react';
import { formatClock } from '../../../lib/format';
import { type UploadDto } from '../api/types';
import { usePreviewFrame } from '../api/uploads';
import { cornerBadge } from '../../../lib/theme';

// What the enhance step shows of the clip: the reframe before and after, and the result as it renders.

export function BeforeAfter({ upload, reframe }: { upload: UploadDto; reframe: string }) {
  const [at, setAt] = useState(Math.min(1, upload.duration_seconds / 2));
  const [shownAt, setShownAt] = useState(at);
  const before = usePreviewFrame(upload.id, 'original', shownAt);
  const after = usePreviewFrame(upload.id, reframe, shownAt);
  return (
    <Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1.6fr 1fr', gap: 1.5, alignItems: 'center' }}>
        <Box component="figure" sx={{ m: 0 }}>
          {before.data ? (
            <Box
              component="img"
              src={before.data}
              alt="Before: the frame as uploaded"
              sx={{ width: '100%', borderRadius: 2 }}
            />
          ) : (
            <LinearProgress aria-label="Loading the before frame" />
          )}
          <Typography component="figcaption" variant="caption" color="text.secondary">
            Before
          </Typography>
        </Box>
        <Box component="figure" sx={{ m: 0 }}>
          {after.data ? (
            <Box
              component="img"
              src={after.data}
              alt="After: the frame reframed to 9:16"
              sx={{ width: '100%', borderRadius: 2 }}
            />
          ) : (
            <LinearProgress aria-label="Loading the after frame" />
          )}
          <Typography component="figcaption" variant="caption" color="text.secondary">
            After (9:16)
          </Typography>
        </Box>
      </Box>
      <Slider
        aria-label="Preview time"
        value={at}
        min={0}
        max={Math.max(0.1, upload.duration_seconds - 0.1)}
        step={0.5}
        valueLabelDisplay="auto"
        valueLabelFormat={(v) => formatClock(v)}
        onChange={(_, v) => setAt(v as number)}
        onChangeCommitted={(_, v) => setShownAt(v as number)}
      />
    </Box>
  );
}

/** Where the viewer was in the live preview, so the finished video carries on from there. */
export interface Handoff {
  id: string;
  time: number;
  playing: boolean;
}

/** The enhanced result so far, playing while the job renders (the same growing MP4 as a video's). */
export function LivePreview({
  src,
  percent,
  id,
  handoff,
}: {
  src: string;
  percent: number;
  id: string;
  handoff: RefObject<Handoff | null>;
}) {
  const remember = (e: { currentTarget: HTMLVideoElement }) => {
    handoff.current = { id, time: e.currentTarget.currentTime, playing: !e.currentTarget.paused };
  };
  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        component="video"
        src={src}
        controls
        autoPlay
        playsInline
        aria-label="Preview of the enhanced video, still rendering"
        data-testid="enhance-preview"
        onTimeUpdate={remember}
        onPause={remember}
        onPlay={remember}
        sx={{ width: '100%', maxHeight: 520, borderRadius: 2, bgcolor: 'black', display: 'block' }}
      />
      <Box
        sx={{
          ...cornerBadge,
          color: '#fff',
          bgcolor: 'rgba(11,10,18,0.72)',
          fontVariantNumeric: 'tabular-nums',
          pointerEvents: 'none',
        }}
      >
        Preview · still enhancing {percent} %
      </Box>
    </Box>
  );
}
