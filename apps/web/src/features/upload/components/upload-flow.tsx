import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
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
import Slider from '@mui/material/Slider';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { EXPORT_PRESETS, EXPORT_PRESET_IDS } from '@reelsmith/contracts/uploads';
import { useEffect, useRef, useState, type DragEvent, type RefObject } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { usePreviewSrc } from '../../../components/video/render-preview';
import { formatClock } from '../../../lib/format';
import { ApiError } from '../../../lib/server-errors';
import { CAPTION_PRESETS } from '../../../lib/video-options';
import { startUpload, type UploadProgress } from '../api/tus-upload';
import { isEnhancing, type TranscriptWord, type UploadDto } from '../api/types';
import {
  useEnhance,
  useExport,
  usePreviewFrame,
  useSaveToContent,
  useUpload,
  type EnhanceInput,
} from '../api/uploads';
import { useUploadProgress } from '../hooks/use-upload-progress';
import { optionItems } from '../../../components/ui/option-select';
import { cornerBadge } from '../../../lib/theme';

const STEPS = ['Upload', 'Enhance', 'Export'];
const ACCEPT = 'video/mp4,video/quicktime,video/x-msvideo,.mp4,.mov,.avi';
const STAGE_TEXT: Record<string, string> = {
  queued: 'Waiting in line…',
  analysing: 'Analysing the clip (silence, subject, sound)…',
  transcribing: 'Transcribing the speech for captions…',
  rendering: 'Making it vertical and adding captions…',
  checking: 'Checking the picture and sound…',
};

const bytes = (n: number) =>
  n >= 1024 ** 3
    ? `${(n / 1024 ** 3).toFixed(1)} GB`
    : n >= 1024 ** 2
      ? `${(n / 1024 ** 2).toFixed(1)} MB`
      : `${Math.round(n / 1024)} KB`;
const errorText = (e: unknown) => (e instanceof ApiError || e instanceof Error ? e.message : String(e));

function UploadStep({ onUploaded }: { onUploaded: (u: UploadDto) => void }) {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [dragging, setDragging] = useState(false);
  const running = useRef<{ abort: () => void } | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const begin = (file: File | undefined) => {
    if (!file) return;
    running.current?.abort();
    setError(null);
    setName(file.name);
    setProgress({ sent: 0, total: file.size, speed: 0, secondsLeft: null, resumed: false });
    running.current = startUpload(file, {
      progress: setProgress,
      done: (u) => {
        running.current = null;
        onUploaded(u);
      },
      error: (m) => {
        running.current = null;
        setProgress(null);
        setError(m);
      },
    });
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    begin(e.dataTransfer.files[0]);
  };
  const pct = progress ? Math.floor((progress.sent / Math.max(1, progress.total)) * 100) : 0;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        component="label"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          display: 'grid',
          placeItems: 'center',
          gap: 1,
          textAlign: 'center',
          p: { xs: 3, sm: 6 },
          borderRadius: '22px',
          border: '2px dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'rgba(139,92,246,0.08)' : 'transparent',
          cursor: 'pointer',
          '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main' },
        }}
      >
        <CloudUploadRounded sx={{ fontSize: 48, color: 'primary.light' }} aria-hidden />
        <Typography sx={{ fontWeight: 700 }}>Drop your video here, or choose a file</Typography>
        <Typography variant="body2" color="text.secondary">
          MP4, MOV or AVI, up to 500MB
        </Typography>
        <input
          type="file"
          accept={ACCEPT}
          aria-label="Choose a video file"
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
          onChange={(e) => begin(e.target.files?.[0])}
        />
      </Box>
      {progress && (
        <Box aria-live="polite">
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {progress.resumed ? `Resuming your earlier upload of ${name}` : `Uploading ${name}`} — {pct}%
          </Typography>
          <LinearProgress variant="determinate" value={pct} aria-label="Upload progress" />
          <Typography variant="caption" color="text.secondary">
            {bytes(progress.sent)} of {bytes(progress.total)}
            {progress.speed > 0 && ` · ${bytes(progress.speed)}/s`}
            {progress.secondsLeft !== null && ` · about ${formatClock(progress.secondsLeft)} left`}
            {pct === 100 && ' · checking the file…'}
          </Typography>
        </Box>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Typography variant="caption" color="text.secondary">
        A dropped connection picks up where it stopped; after a reload, choose the same file to continue.
      </Typography>
    </Box>
  );
}

function BeforeAfter({ upload, reframe }: { upload: UploadDto; reframe: string }) {
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

/** Where the viewer was in the live preview, so the finished video carries on from there. */
interface Handoff {
  id: string;
  time: number;
  playing: boolean;
}

/** The enhanced result so far, playing while the job renders (the same growing MP4 as a video's). */
function LivePreview({
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

function EnhanceStep({ upload, onDone }: { upload: UploadDto; onDone: (u: UploadDto) => void }) {
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

function ExportStep({ upload }: { upload: UploadDto }) {
  const [preset, setPreset] = useState<string>('tiktok');
  const exp = useExport(upload.id);
  const save = useSaveToContent(upload.id);
  const dur = upload.output_duration_seconds ?? upload.duration_seconds;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <Typography variant="body2" color="text.secondary">
        Every preset is a sharp, full-screen vertical video that starts playing at once.
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={preset}
        onChange={(_, v: string | null) => v && setPreset(v)}
        aria-label="Platform preset"
        sx={{ flexWrap: 'wrap' }}
      >
        {EXPORT_PRESET_IDS.map((id) => (
          <ToggleButton key={id} value={id} aria-label={EXPORT_PRESETS[id].label}>
            {EXPORT_PRESETS[id].label} · up to {formatClock(EXPORT_PRESETS[id].maxSec)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {dur > EXPORT_PRESETS[preset as keyof typeof EXPORT_PRESETS].maxSec && (
        <Alert severity="info">
          This video is longer than the platform allows; the export stops at its limit.
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={exp.isPending} onClick={() => exp.mutate(preset)}>
          Export for {EXPORT_PRESETS[preset as keyof typeof EXPORT_PRESETS].label}
        </Button>
        <Button variant="outlined" disabled={save.isPending || !!save.data} onClick={() => save.mutate()}>
          {save.data ? 'Saved to My Content' : 'Save to My Content'}
        </Button>
      </Box>
      {(exp.error || save.error) && <Alert severity="error">{errorText(exp.error ?? save.error)}</Alert>}
      {exp.data && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Box
            component="video"
            src={exp.data.url}
            controls
            playsInline
            aria-label="The exported video"
            sx={{ width: '100%', maxWidth: 360, borderRadius: 2, bgcolor: 'black' }}
          />
          <Button
            component="a"
            href={exp.data.download_url}
            download
            variant="contained"
            color="secondary"
            sx={{ justifySelf: 'start' }}
          >
            Download ({formatClock(exp.data.duration_seconds)})
          </Button>
        </Box>
      )}
      {save.data && (
        <Typography variant="body2">
          Saved. Find it in <RouterLink to="/my-content">My Content</RouterLink>, or{' '}
          <RouterLink to="/social">post it to your connected platforms</RouterLink>.
        </Typography>
      )}
    </Box>
  );
}

/** The upload being worked on, so coming back to Upload from another screen returns to it. */
export const UPLOAD_FLOW_KEY = 'reelsmith:upload-flow';

/**
 * The three steps; the upload's id and the step live in the URL, so a reload returns to them, and
 * in this tab's session, so leaving for another screen and coming back to Upload does too.
 */
export function UploadFlow() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('upload');
  useEffect(() => {
    if (id) sessionStorage.setItem(UPLOAD_FLOW_KEY, params.toString());
    else {
      const kept = sessionStorage.getItem(UPLOAD_FLOW_KEY);
      if (kept) setParams(new URLSearchParams(kept), { replace: true });
    }
  }, [id, params, setParams]);
  const step = id ? Math.min(2, Math.max(1, Number(params.get('step') ?? 1))) : 0;
  const query = useUpload(id);
  const [latest, setLatest] = useState<UploadDto | null>(null);
  const upload = latest?.id === id ? latest : (query.data ?? null);
  const go = (next: number, u?: UploadDto) => {
    if (u) setLatest(u);
    const p = new URLSearchParams(params);
    // Back to the start is leaving this upload: the next visit starts a new one.
    if (next === 0) sessionStorage.removeItem(UPLOAD_FLOW_KEY);
    if (next === 0) p.delete('upload');
    else p.set('upload', u?.id ?? id!);
    if (next === 0) p.delete('step');
    else p.set('step', String(next));
    setParams(p);
  };
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button
          startIcon={<ArrowBackRounded />}
          onClick={() => (step === 0 ? void navigate(-1) : go(step - 1))}
        >
          Back
        </Button>
        <Stepper activeStep={step} sx={{ flex: 1, minWidth: 260 }}>
          {STEPS.map((s) => (
            <Step key={s}>
              <StepLabel>{s}</StepLabel>
            </Step>
          ))}
        </Stepper>
      </Box>
      {step === 0 && <UploadStep onUploaded={(u) => go(1, u)} />}
      {step > 0 && query.isError && <Alert severity="error">{errorText(query.error)}</Alert>}
      {step > 0 && !upload && query.isLoading && <LinearProgress aria-label="Loading the upload" />}
      {step === 1 && upload && <EnhanceStep key={upload.id} upload={upload} onDone={(u) => go(2, u)} />}
      {step === 2 && upload && <ExportStep upload={upload} />}
    </Box>
  );
}
