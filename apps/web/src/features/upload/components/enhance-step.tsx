import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { usePreviewSrc } from '../../../components/video/render-preview';
import { formatClock } from '../../../lib/format';
import { CAPTION_PRESETS } from '../../../lib/video-options';
import { isEnhancing, type TranscriptWord, type UploadDto } from '../api/types';
import { useEnhance, type EnhanceInput } from '../api/uploads';
import { useUploadProgress } from '../hooks/use-upload-progress';
import { optionItems } from '../../../components/ui/option-select';
import { errorText } from './upload-format';
import { BeforeAfter, Handoff, LivePreview } from './enhance-preview';

// The upload screen's second step: the enhance choices, the transcript to correct, and the progress.

const STAGE_TEXT: Record<string, string> = {
  queued: 'Waiting in line…',
  analysing: 'Analysing the clip (silence, subject, sound)…',
  transcribing: 'Transcribing the speech for captions…',
  rendering: 'Making it vertical and adding captions…',
  checking: 'Checking the picture and sound…',
};

function TranscriptEditor({
  words,
  onChange,
}: {
  words: TranscriptWord[];
  onChange: (w: TranscriptWord[]) => void;
}) {
  return (
    <Box
      component="fieldset"
      sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, p: 1.5, m: 0 }}
    >
      <Typography component="legend" variant="body2" sx={{ px: 0.5, fontWeight: 700 }}>
        Transcript (edit a word; it keeps its timing)
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, maxHeight: 240, overflowY: 'auto' }}>
        {words.map((w, i) => (
          <TextField
            key={`${i}-${w.start}`}
            size="small"
            variant="standard"
            value={w.text}
            title={`${w.start.toFixed(2)} s`}
            sx={{ width: `${Math.max(3, w.text.length + 2)}ch` }}
            slotProps={{
              htmlInput: {
                'aria-label': `Word ${i + 1} at ${w.start.toFixed(1)} seconds`,
                size: Math.max(2, w.text.length + 1),
              },
            }}
            onChange={(e) => onChange(words.map((x, j) => (j === i ? { ...x, text: e.target.value } : x)))}
          />
        ))}
      </Box>
    </Box>
  );
}

export function EnhanceStep({ upload, onDone }: { upload: UploadDto; onDone: (u: UploadDto) => void }) {
  const enhance = useEnhance(upload.id);
  const live = useUploadProgress(enhance.data ?? upload);
  const [opts, setOpts] = useState<EnhanceInput>({
    reframe: (upload.options?.reframe as EnhanceInput['reframe']) ?? 'blur',
    loudness: upload.options?.loudness ?? true,
    denoise: upload.options?.denoise ?? false,
    trim_silence: upload.options?.trim_silence ?? false,
    captions: upload.options?.captions ?? upload.has_audio,
    caption_style: upload.options?.caption_style ?? 'bold',
  });
  const [words, setWords] = useState<TranscriptWord[] | null>(upload.transcript);
  const [edited, setEdited] = useState(false);
  const current = live ?? upload;
  useEffect(() => {
    if (current.status === 'completed' && current.transcript && !edited) setWords(current.transcript);
  }, [current.status, current.transcript, edited]);
  const running = isEnhancing(current.status);
  const previewSrc = usePreviewSrc(running ? current : null);
  const handoff = useRef<Handoff | null>(null);
  // On a phone the player and the progress sit under the options: bring them into view when the
  // enhance starts, or the creator sees nothing happen after pressing Enhance.
  const result = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const el = result.current;
    if (running && el && el.getBoundingClientRect().top > window.innerHeight * 0.6)
      el.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [running]);
  const set = <K extends keyof EnhanceInput>(k: K, v: EnhanceInput[K]) => setOpts((o) => ({ ...o, [k]: v }));
  const go = (withTranscript: boolean) => {
    setEdited(false);
    enhance.mutate({ ...opts, ...(withTranscript && words ? { transcript: words } : {}) });
  };
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <FormControl>
          <FormLabel id="reframe-label">Fit a vertical phone screen</FormLabel>
          <RadioGroup
            aria-labelledby="reframe-label"
            value={opts.reframe}
            onChange={(e) => set('reframe', e.target.value as EnhanceInput['reframe'])}
          >
            <FormControlLabel
              value="blur"
              control={<Radio />}
              label="Blurred background fill (keeps the whole picture)"
            />
            <FormControlLabel value="crop" control={<Radio />} label="Centre crop" />
            <FormControlLabel
              value="subject"
              control={<Radio />}
              label="Follow the subject (crop moves with the action)"
            />
          </RadioGroup>
        </FormControl>
        <FormControlLabel
          control={<Switch checked={opts.loudness} onChange={(e) => set('loudness', e.target.checked)} />}
          label="Volume levelled for TikTok and Reels"
        />
        <FormControlLabel
          control={<Switch checked={opts.denoise} onChange={(e) => set('denoise', e.target.checked)} />}
          label="Reduce background noise"
        />
        <FormControlLabel
          control={
            <Switch checked={opts.trim_silence} onChange={(e) => set('trim_silence', e.target.checked)} />
          }
          label="Trim silences (the start, the end and long pauses)"
        />
        <FormControlLabel
          control={
            <Switch
              checked={opts.captions}
              disabled={!upload.has_audio}
              onChange={(e) => set('captions', e.target.checked)}
            />
          }
          label={
            upload.has_audio ? 'Auto-captions from the speech' : 'Auto-captions (this clip has no sound)'
          }
        />
        <FormControl size="small" disabled={!opts.captions}>
          <InputLabel id="caption-style-label">Caption style</InputLabel>
          <Select
            labelId="caption-style-label"
            label="Caption style"
            value={opts.caption_style}
            onChange={(e) => set('caption_style', e.target.value)}
          >
            {optionItems(CAPTION_PRESETS)}
          </Select>
        </FormControl>
        <Button
          variant="contained"
          size="large"
          disabled={running || enhance.isPending}
          onClick={() => go(false)}
        >
          {current.status === 'completed' ? 'Enhance again' : 'Enhance'}
        </Button>
        {enhance.error && <Alert severity="error">{errorText(enhance.error)}</Alert>}
      </Box>
      <Box ref={result} sx={{ display: 'grid', gap: 2, alignContent: 'start', scrollMarginTop: 80 }}>
        {current.status === 'completed' && current.output_url ? (
          <Box
            component="video"
            src={current.output_url}
            controls
            playsInline
            aria-label="The enhanced video"
            onLoadedMetadata={(e) => {
              // Carry on from where the live preview was (decision 103).
              const h = handoff.current;
              if (h && h.id === current.id) {
                e.currentTarget.currentTime = h.time;
                if (h.playing) void e.currentTarget.play().catch(() => undefined);
              }
              handoff.current = null;
            }}
            sx={{ width: '100%', maxHeight: 520, borderRadius: 2, bgcolor: 'black' }}
          />
        ) : running && previewSrc ? (
          <LivePreview src={previewSrc} percent={current.percent} id={current.id} handoff={handoff} />
        ) : (
          <BeforeAfter upload={upload} reframe={opts.reframe} />
        )}
        {running && (
          <Box aria-live="polite">
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {STAGE_TEXT[current.status]} {current.percent}%
            </Typography>
            <LinearProgress variant="determinate" value={current.percent} aria-label="Enhance progress" />
          </Box>
        )}
        {current.status === 'failed' && <Alert severity="error">{current.error}</Alert>}
        {current.status === 'completed' && current.loudness && (
          <Typography variant="caption" color="text.secondary">
            {formatClock(current.output_duration_seconds)} · volume levelled for TikTok and Reels
          </Typography>
        )}
        {current.status === 'completed' && words && words.length > 0 && (
          <>
            <TranscriptEditor
              words={words}
              onChange={(w) => {
                setEdited(true);
                setWords(w);
              }}
            />
            <Button variant="outlined" disabled={!edited || running} onClick={() => go(true)}>
              Apply transcript edits
            </Button>
          </>
        )}
        {current.status === 'completed' && (
          <Button variant="contained" onClick={() => onDone(current)}>
            Continue to export
          </Button>
        )}
      </Box>
    </Box>
  );
}
