import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState } from 'react';
import { brandGradient } from '../../../lib/theme';
import { formatClock } from '../../../lib/format';
import type { CreateFlow } from '../hooks/use-create-flow';
import { StepPanel } from './step-panel';
import { LimitAlert } from '../../../components/ui/limit-alert';
import { useClones, voiceName } from '../../../lib/voices/clones';

const BARS = 48;

/** Bar heights that look like speech, the same for the same clip. */
function bars(seed: string) {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return Array.from({ length: BARS }, (_, i) => {
    h = Math.imul(h ^ (h >>> 13), 2246822507) >>> 0;
    const envelope = 0.55 + 0.45 * Math.sin((i / BARS) * Math.PI);
    return Math.round((22 + (h % 78)) * envelope);
  });
}

export const audioFileName = (contentId: string) => `script_audio_${contentId}.mp3`;

/** The finished video holds this long after the last word (the server's TAIL_SEC, decision 022). */
const VIDEO_TAIL_SEC = 0.8;

export function AudioStep({ flow }: { flow: CreateFlow }) {
  const audio = flow.state.audio;
  const clones = useClones();
  const el = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [error, setError] = useState('');
  const heights = useMemo(() => bars(audio?.content_id ?? 'x'), [audio?.content_id]);

  if (!audio) {
    return (
      <StepPanel n={4} title="Your voice-over" hint="Listen before you render.">
        <Alert severity="info">Generate the audio in step 3 first.</Alert>
      </StepPanel>
    );
  }
  const total = audio.duration_seconds || el.current?.duration || 0;
  const progress = total ? Math.min(1, time / total) : 0;
  // An edited script is spoken as written: say what length that makes (the writer's own is fitted).
  const videoSec = Math.round(audio.duration_seconds + VIDEO_TAIL_SEC);
  const download = `${audio.audio_url}${audio.audio_url.includes('?') ? '&' : '?'}download=${encodeURIComponent(audioFileName(audio.content_id))}`;

  const toggle = async () => {
    const a = el.current;
    if (!a) return;
    if (!a.paused) {
      a.pause();
      return;
    }
    try {
      setError('');
      await a.play();
    } catch {
      setPlaying(false);
      setError('Failed to play audio. Please try downloading it instead.');
    }
  };

  return (
    <StepPanel
      n={4}
      title="Your voice-over"
      hint="Listen before you render; download it if you want it on its own."
    >
      <Box
        sx={{
          p: { xs: 2, sm: 2.5 },
          borderRadius: '18px',
          border: '1px solid',
          borderColor: 'divider',
          background:
            'radial-gradient(400px 120px at 0% 0%, rgba(139,92,246,0.18), transparent 70%), rgba(255,255,255,0.02)',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <IconButton
            onClick={() => void toggle()}
            aria-label={playing ? 'Pause audio' : 'Play audio'}
            data-testid="audio-play"
            sx={{
              width: 56,
              height: 56,
              flexShrink: 0,
              background: brandGradient,
              color: '#fff',
              boxShadow: '0 12px 30px -10px rgba(236,72,153,0.8)',
              '&:hover': { background: brandGradient, filter: 'brightness(1.1)' },
            }}
          >
            {playing ? <PauseRounded fontSize="large" /> : <PlayArrowRounded fontSize="large" />}
          </IconButton>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Box
              aria-hidden
              onClick={(e) => {
                const a = el.current;
                if (!a || !total) return;
                const r = e.currentTarget.getBoundingClientRect();
                a.currentTime = ((e.clientX - r.left) / r.width) * total;
              }}
              sx={{ display: 'flex', alignItems: 'center', gap: '2px', height: 48, cursor: 'pointer' }}
            >
              {heights.map((h, i) => (
                <Box
                  key={i}
                  sx={{
                    flex: 1,
                    height: `${h}%`,
                    borderRadius: '10px',
                    background: i / BARS <= progress ? brandGradient : 'rgba(255,255,255,0.18)',
                    transition: 'background .2s',
                  }}
                />
              ))}
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5 }}>
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ fontVariantNumeric: 'tabular-nums' }}
              >
                {formatClock(time)}
              </Typography>
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ fontVariantNumeric: 'tabular-nums' }}
              >
                {formatClock(total)}
              </Typography>
            </Box>
          </Box>
        </Box>
        <audio
          ref={el}
          src={audio.audio_url}
          preload="metadata"
          data-testid="narration"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
          onError={() => {
            setPlaying(false);
            setError('Failed to play audio. Please try downloading it instead.');
          }}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
          <Chip size="small" label={`Voice: ${voiceName(audio.voice_used, clones.data?.clones)}`} />
          <Chip size="small" label={`${audio.character_count} characters`} />
          {audio.was_cached && (
            <Chip size="small" color="success" variant="outlined" label="Reused, no wait" />
          )}
        </Box>
      </Box>
      {error && <LimitAlert message={error} sx={{ mt: 2 }} />}
      {Math.abs(videoSec - flow.state.duration) > flow.state.duration * 0.1 && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="length-note">
          Spoken as written, your video runs about {videoSec} s (you chose {flow.state.duration} s). Edit the
          script in step 2 to change its length.
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2.5 }}>
        <Button variant="contained" size="large" endIcon={<ArrowForwardRounded />} onClick={flow.toVideo}>
          Continue to video
        </Button>
        <Button
          component="a"
          href={download}
          download={audioFileName(audio.content_id)}
          variant="outlined"
          size="large"
          startIcon={<DownloadRounded />}
          sx={{ borderColor: 'divider' }}
          data-testid="download-audio"
        >
          Download MP3
        </Button>
      </Box>
    </StepPanel>
  );
}
