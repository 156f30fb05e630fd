import { growingTextarea } from '../../../lib/growing-textarea';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { brandGradient } from '../../../lib/theme';
import { OptionChip } from '../../../components/ui/option-chip';
import { RenderProgress } from '../../../components/video/render-progress';
import { RenderPreview, usePreviewSrc } from '../../../components/video/render-preview';
import type { PlayHandoff } from '../../../components/video/video-frame';
import { VideoResult } from '../../../components/video/video-result';
import { RemixMenu } from '../../../components/video/remix-menu';
import { WriterNotice, WrittenBy } from '../../../components/video/script-writer';
import { DURATIONS, VIBES } from '../../../lib/video-options';
import { useVideoProgress } from '../../../lib/videos/use-video-progress';
import { isLive } from '@reelsmith/contracts/video';
import type { useQuickCreate } from '../hooks/use-quick-create';
import { TOPIC_MAX } from '../hooks/use-quick-create';
import { surface } from '../../../components/ui/panel';
import { languageLabel, languageOf } from '../../../components/ui/language-select';
import { LANGUAGE_INFO, LANGUAGES } from '@reelsmith/contracts/languages';
import { NoVideosLeftNotice, useNoVideosLeft } from '../../../components/ui/no-videos-left';
import { visuallyHidden } from '../../../lib/visually-hidden';

type Quick = ReturnType<typeof useQuickCreate>;

/** The box's small selects (language, length): native, so a phone opens its own picker. */
const pillSelect = {
  height: 44,
  px: 1.5,
  borderRadius: 999,
  bgcolor: 'rgba(255,255,255,0.05)',
  color: 'text.primary',
  border: '1px solid rgba(255,255,255,0.12)',
  font: 'inherit',
  fontSize: 14,
  '& option': { bgcolor: '#15131f' },
} as const;

function LiveVideo({ quick }: { quick: Quick }) {
  const video = useVideoProgress(quick.active);
  const previewSrc = usePreviewSrc(video && isLive(video.status) ? video : null);
  const handoff = useRef<PlayHandoff | null>(null);
  const card = useRef<HTMLDivElement>(null);
  const id = video?.id;
  useEffect(() => {
    // On a phone the card starts below the box, under the bottom bar: brought up, so the progress
    // and the preview are seen without scrolling. On a desktop it already shows, and stays put.
    const el = card.current;
    if (!id || !el || el.getBoundingClientRect().top < window.innerHeight * 0.6) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  }, [id]);
  if (!video) return null;
  return (
    <Box
      ref={card}
      data-testid="quick-result"
      sx={{
        scrollMarginTop: 76,
        mt: 2,
        p: { xs: 2, sm: 3 },
        borderRadius: '18px',
        ...surface,
        animation: 'rs-rise .35s ease-out',
        '@keyframes rs-rise': {
          from: { opacity: 0, transform: 'translateY(8px)' },
          to: { opacity: 1, transform: 'none' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary">
            {video.status === 'completed' ? 'Your video is ready' : 'Making your video'}
          </Typography>
          <Typography sx={{ fontWeight: 700 }} noWrap title={video.idea}>
            {video.idea}
          </Typography>
        </Box>
        <IconButton aria-label="Close" onClick={quick.clear} size="small">
          <CloseRounded fontSize="small" />
        </IconButton>
      </Box>
      {video.status === 'completed' && video.writer_notice && (
        <Box sx={{ mb: 2 }}>
          <WriterNotice notice={video.writer_notice} videoId={video.id} />
        </Box>
      )}
      {video.status === 'completed' && video.written_by && (
        <Box sx={{ mb: 1 }}>
          <WrittenBy writer={video.written_by} />
        </Box>
      )}
      {video.status === 'completed' ? (
        <VideoResult
          video={video}
          resume={handoff}
          actions={
            <>
              <Button
                component={RouterLink}
                to={`/videos/${video.id}/edit`}
                variant="outlined"
                startIcon={<EditRounded />}
                sx={{ borderColor: 'divider' }}
              >
                Edit
              </Button>
              <Button
                variant="outlined"
                startIcon={<ReplayRounded />}
                onClick={() => quick.anotherVersion(video)}
                disabled={quick.busy}
                sx={{ borderColor: 'divider' }}
              >
                Make another version
              </Button>
              <RemixMenu
                source={{
                  id: video.id,
                  voice: video.voice,
                  style: video.style,
                  language: video.language,
                  durationSec: video.duration_seconds,
                }}
              />
            </>
          }
        />
      ) : video.status === 'failed' || video.status === 'cancelled' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => quick.anotherVersion(video)}>
              Try again
            </Button>
          }
        >
          {video.error ?? 'Failed to generate video. Please try again.'}
        </Alert>
      ) : previewSrc ? (
        <RenderPreview video={video} src={previewSrc} handoff={handoff} />
      ) : (
        <RenderProgress video={video} />
      )}
    </Box>
  );
}

/** The dashboard's one-shot box: type an idea, pick a vibe, get a finished video. */
export function QuickCreate({ quick }: { quick: Quick }) {
  const noVideosLeft = useNoVideosLeft();
  const inputId = useId();
  const errorId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void quick.submit();
  };
  return (
    <Box component="section" aria-labelledby={`${inputId}-title`}>
      <Box
        sx={{
          position: 'relative',
          p: '1.5px',
          borderRadius: '26px',
          background:
            'linear-gradient(135deg, rgba(167,139,250,0.7), rgba(236,72,153,0.55) 50%, rgba(56,189,248,0.45))',
          boxShadow: '0 40px 80px -40px rgba(139,92,246,0.55)',
        }}
      >
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{
            borderRadius: '25px',
            p: { xs: 2, sm: 3 },
            background:
              'radial-gradient(600px 200px at 100% 0%, rgba(236,72,153,0.12), transparent 70%), linear-gradient(180deg, #1a1727, #13111d)',
          }}
        >
          <Typography
            id={`${inputId}-title`}
            component="h2"
            sx={{ fontWeight: 800, fontSize: { xs: 18, sm: 20 }, mb: 0.5 }}
          >
            What should your next video be about?
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            One idea in, a captioned 9:16 video out — script, voice-over, music and all.
          </Typography>
          <NoVideosLeftNotice sx={{ mb: 2 }} />
          {quick.fromLanding && (
            <Alert severity="info" sx={{ mb: 2, bgcolor: 'rgba(56,189,248,0.08)' }}>
              We kept the idea you typed before signing up. Press Generate when you are ready.
            </Alert>
          )}
          <Box
            sx={{
              borderRadius: '14px',
              bgcolor: 'rgba(0,0,0,0.25)',
              border: '1px solid',
              borderColor: quick.error ? 'error.main' : 'rgba(255,255,255,0.1)',
              transition: 'border-color .15s, box-shadow .15s',
              '&:focus-within': {
                borderColor: 'primary.main',
                boxShadow: '0 0 0 4px rgba(167,139,250,0.15)',
              },
            }}
          >
            <label htmlFor={inputId} style={visuallyHidden}>
              Your video idea
            </label>
            <InputBase
              id={inputId}
              inputComponent="textarea"
              rows={2}
              value={quick.idea}
              onChange={(e) => quick.setIdea(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) void quick.submit();
              }}
              placeholder="e.g. Why octopuses have three hearts"
              inputProps={{
                maxLength: TOPIC_MAX,
                'aria-invalid': !!quick.error,
                'aria-describedby': quick.error ? errorId : undefined,
              }}
              sx={{
                width: '100%',
                px: 2,
                py: 1.5,
                fontSize: 17,
                '& textarea': { ...growingTextarea(2, 6), padding: 0 },
              }}
            />
          </Box>
          {quick.error && (
            <Typography id={errorId} role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
              {quick.error}
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 1.5, mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Box
              role="radiogroup"
              aria-label="Vibe"
              sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flex: '1 1 320px' }}
            >
              {VIBES.map(({ id, label, Icon, color }) => (
                <OptionChip
                  key={id}
                  selected={quick.vibe === id}
                  onSelect={() => quick.setVibe(id)}
                  color={color}
                >
                  <Icon sx={{ fontSize: 18, color: quick.vibe === id ? '#0b0a12' : color }} />
                  {label}
                </OptionChip>
              ))}
            </Box>
            <Box
              sx={{
                display: 'flex',
                gap: 1,
                alignItems: 'center',
                flexWrap: 'wrap',
                width: { xs: '100%', sm: 'auto' },
              }}
            >
              <Box
                component="select"
                aria-label="Language"
                value={quick.language}
                onChange={(e) => quick.setLanguage(languageOf((e.target as HTMLSelectElement).value))}
                sx={{ ...pillSelect, flex: { xs: 1, sm: 'none' }, minWidth: 0 }}
              >
                {LANGUAGES.map((code) => (
                  <option key={code} value={code} lang={LANGUAGE_INFO[code].tag}>
                    {languageLabel(code)}
                  </option>
                ))}
              </Box>
              <Box
                component="select"
                aria-label="Length"
                value={quick.duration}
                onChange={(e) => quick.setDuration(Number((e.target as HTMLSelectElement).value))}
                sx={pillSelect}
              >
                {DURATIONS.map((d) => (
                  <option key={d} value={d}>
                    {d} s
                  </option>
                ))}
              </Box>
              <Button
                type="submit"
                variant="contained"
                disabled={quick.busy || noVideosLeft}
                startIcon={
                  quick.busy ? <CircularProgress size={16} color="inherit" /> : <AutoAwesomeRounded />
                }
                sx={{
                  flex: { xs: '1 1 100%', sm: 'none' },
                  height: 44,
                  px: 3,
                  background: brandGradient,
                  color: '#fff',
                  fontWeight: 700,
                  boxShadow: '0 12px 30px -12px rgba(236,72,153,0.8)',
                  '&:hover': { background: brandGradient, filter: 'brightness(1.1)' },
                }}
              >
                {quick.busy ? 'Starting…' : 'Generate video'}
              </Button>
            </Box>
          </Box>
        </Box>
      </Box>
      <LiveVideo quick={quick} />
    </Box>
  );
}
