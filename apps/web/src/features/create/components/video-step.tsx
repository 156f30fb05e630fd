import MovieCreationRounded from '@mui/icons-material/MovieCreationRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import TagRounded from '@mui/icons-material/TagRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { RenderProgress } from '../../../components/video/render-progress';
import { RenderPreview, usePreviewSrc } from '../../../components/video/render-preview';
import type { PlayHandoff } from '../../../components/video/video-frame';
import { VideoResult } from '../../../components/video/video-result';
import { RemixMenu } from '../../../components/video/remix-menu';
import { CAPTION_PRESETS, MUSIC_CHOICES, VIDEO_STYLES } from '../../../lib/video-options';
import { useVideoProgress } from '../../../lib/videos/use-video-progress';
import { isLive } from '@reelsmith/contracts/video';
import type { CreateFlow } from '../hooks/use-create-flow';
import { OptionChip, OptionGroup } from '../../../components/ui/option-chip';
import { BrollPicker } from './broll-picker';
import { StepPanel } from './step-panel';
import { StylePreview } from './style-preview';
import { LimitAlert } from '../../../components/ui/limit-alert';

function Choices({ flow, disabled }: { flow: CreateFlow; disabled: boolean }) {
  const { style, captionStyle, music } = flow.state;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        opacity: disabled ? 0.6 : 1,
        pointerEvents: disabled ? 'none' : 'auto',
      }}
      aria-disabled={disabled}
    >
      <Box>
        <OptionGroup
          id="style-label"
          label="Style"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
            gap: 1,
          }}
        >
          {VIDEO_STYLES.map((s) => {
            const on = style === s.id;
            return (
              <Box
                key={s.id}
                component="button"
                type="button"
                role="radio"
                aria-checked={on}
                onClick={() => flow.setStyle(s.id)}
                sx={{
                  all: 'unset',
                  cursor: 'pointer',
                  borderRadius: '14px',
                  p: 1,
                  border: '2px solid',
                  borderColor: on ? 'primary.main' : 'rgba(255,255,255,0.08)',
                  bgcolor: on ? 'rgba(167,139,250,0.1)' : 'rgba(255,255,255,0.02)',
                  transition: 'all .15s',
                  '&:hover': { borderColor: on ? 'primary.main' : 'rgba(255,255,255,0.25)' },
                  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                <StylePreview id={s.id} swatch={s.swatch} />
                <Typography variant="body2" sx={{ fontWeight: 700, px: 0.5 }}>
                  {s.label}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 0.5 }} noWrap>
                  {s.hint}
                </Typography>
              </Box>
            );
          })}
        </OptionGroup>
      </Box>
      <Box>
        <OptionGroup id="caption-label" label="Captions">
          {CAPTION_PRESETS.map((c) => {
            const on = captionStyle === c.id;
            return (
              <Box
                key={c.id}
                component="button"
                type="button"
                role="radio"
                aria-checked={on}
                aria-label={`${c.label} captions`}
                onClick={() => flow.setCaptionStyle(c.id)}
                sx={{
                  all: 'unset',
                  cursor: 'pointer',
                  minWidth: 92,
                  textAlign: 'center',
                  px: 1.5,
                  py: 1.25,
                  borderRadius: '14px',
                  border: '2px solid',
                  borderColor: on ? 'primary.main' : 'rgba(255,255,255,0.08)',
                  background: 'linear-gradient(160deg, #2a2540, #121019)',
                  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                <Box component="span" sx={{ fontSize: 15, ...c.sample }}>
                  {c.label}
                </Box>
              </Box>
            );
          })}
        </OptionGroup>
      </Box>
      <BrollPicker value={flow.state.broll ?? []} onChange={flow.setBroll} disabled={disabled} />
      <Box>
        <OptionGroup id="music-label" label="Music">
          {MUSIC_CHOICES.map((m) => (
            <OptionChip key={m.id} selected={music === m.id} onSelect={() => flow.setMusic(m.id)}>
              {m.label}
            </OptionChip>
          ))}
        </OptionGroup>
        <Typography variant="caption" color="text.secondary" sx={{ mt: 0.75, display: 'block' }}>
          {MUSIC_CHOICES.find((m) => m.id === music)?.hint}
        </Typography>
      </Box>
    </Box>
  );
}

export function VideoStep({
  flow,
  onRender,
  busy,
  error,
}: {
  flow: CreateFlow;
  onRender: (another: boolean) => void;
  busy: boolean;
  error: string;
}) {
  const live = useVideoProgress(flow.state.video);
  const { videoFinished } = flow;
  useEffect(() => {
    if (live && !isLive(live.status)) videoFinished(live);
  }, [live, videoFinished]);
  const rendering = !!live && isLive(live.status);
  const previewSrc = usePreviewSrc(rendering ? live : null);
  const handoff = useRef<PlayHandoff | null>(null);

  return (
    <StepPanel
      n={5}
      title="Make the video"
      hint="Choose the look, then make it: a vertical video in full HD with the captions on screen."
    >
      {live?.status === 'completed' ? (
        <VideoResult
          video={live}
          resume={handoff}
          actions={
            <>
              <Button
                component={RouterLink}
                to={`/videos/${live.id}/edit`}
                variant="outlined"
                startIcon={<EditRounded />}
                sx={{ borderColor: 'divider' }}
              >
                Edit
              </Button>
              <Button
                variant="outlined"
                startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <ReplayRounded />}
                onClick={() => onRender(true)}
                disabled={busy}
                sx={{ borderColor: 'divider' }}
              >
                Make another version
              </Button>
              <RemixMenu
                source={{
                  id: live.id,
                  voice: live.voice,
                  style: live.style,
                  language: live.language,
                  durationSec: live.duration_seconds,
                }}
              />
              {/* The studio's caption generator; Use Caption there sets this video's caption. */}
              <Button
                component={RouterLink}
                to={`/scripts?tab=captions&video=${live.id}`}
                variant="outlined"
                startIcon={<TagRounded />}
                sx={{ borderColor: 'divider' }}
              >
                Write a caption
              </Button>
            </>
          }
        />
      ) : rendering && live && previewSrc ? (
        // The choices are locked while rendering; the preview takes their place, where the
        // finished video will be.
        <Box data-testid="render-progress">
          <RenderPreview video={live} src={previewSrc} handoff={handoff} />
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Choices flow={flow} disabled={rendering || busy} />
          {rendering && live ? (
            <Box
              sx={{
                p: 2,
                borderRadius: '14px',
                border: '1px solid',
                borderColor: 'divider',
                bgcolor: 'rgba(255,255,255,0.02)',
              }}
              data-testid="render-progress"
            >
              <RenderProgress video={live} />
            </Box>
          ) : (
            <Box>
              {live?.status === 'failed' && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {live.error ?? 'Failed to generate video. Please try again.'}
                </Alert>
              )}
              <Button
                variant="contained"
                size="large"
                onClick={() => onRender(false)}
                disabled={busy}
                startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <MovieCreationRounded />}
              >
                Render video
              </Button>
            </Box>
          )}
        </Box>
      )}
      {error && <LimitAlert message={error} sx={{ mt: 2 }} />}
    </StepPanel>
  );
}
