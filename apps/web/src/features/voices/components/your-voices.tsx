import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import MicRounded from '@mui/icons-material/MicRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import StopRounded from '@mui/icons-material/StopRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  VOICE_CLONE_CONSENT_TEXT,
  VOICE_CLONE_MAX_BYTES,
  VOICE_CLONE_NAME_MAX,
} from '@reelsmith/contracts/voices';
import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { useClones, useCreateClone, useDeleteClone, type VoiceClone } from '../../../lib/voices/clones';

const fmtSeconds = (s: number) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;

function CloneDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateClone();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [consent, setConsent] = useState(false);
  const [denoise, setDenoise] = useState(false);
  const [fileError, setFileError] = useState('');
  const fileId = useId();

  const close = () => {
    if (create.isPending) return;
    create.reset();
    setFile(null);
    setName('');
    setConsent(false);
    setDenoise(false);
    setFileError('');
    onClose();
  };
  const pick = (f: File | null) => {
    setFileError('');
    if (f && f.size > VOICE_CLONE_MAX_BYTES) {
      setFileError(
        `The recording is too large. It can be at most ${VOICE_CLONE_MAX_BYTES / 1024 / 1024} MB.`,
      );
      setFile(null);
      return;
    }
    setFile(f);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file || !consent) return;
    create.mutate(
      { sample: file, name: name.trim(), consent, removeBackgroundNoise: denoise },
      { onSuccess: () => close() },
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={`${fileId}-title`}>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={`${fileId}-title`}>Clone your voice</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            Upload one recording of 1 to 3 minutes of you speaking naturally, alone, in a quiet room (MP3,
            WAV, M4A or WebM). It is sent to ElevenLabs to make your voice and is not kept here.
          </Typography>
          <Box>
            <Button component="label" htmlFor={fileId} variant="outlined" startIcon={<MicRounded />}>
              {file ? 'Choose another recording' : 'Choose a recording'}
            </Button>
            <input
              id={fileId}
              type="file"
              accept="audio/*,video/webm,.m4a"
              hidden
              aria-label="Recording of your voice"
              onChange={(e) => pick(e.target.files?.[0] ?? null)}
            />
            {file && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {file.name} · {(file.size / 1024 / 1024).toFixed(1)} MB
              </Typography>
            )}
            {fileError && (
              <Typography variant="body2" color="error" sx={{ mt: 1 }}>
                {fileError}
              </Typography>
            )}
          </Box>
          <TextField
            label="Name"
            placeholder="My voice"
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: VOICE_CLONE_NAME_MAX } }}
            size="small"
          />
          <FormControlLabel
            control={<Checkbox checked={denoise} onChange={(e) => setDenoise(e.target.checked)} />}
            label="Remove background noise (only if the recording has some)"
          />
          <FormControlLabel
            sx={{ alignItems: 'flex-start' }}
            control={
              <Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)} sx={{ mt: -0.75 }} />
            }
            label={VOICE_CLONE_CONSENT_TEXT}
          />
          {create.isPending && (
            <Box role="status" aria-live="polite">
              <LinearProgress />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Uploading and cloning your voice… this takes a few seconds.
              </Typography>
            </Box>
          )}
          {create.isError && <Alert severity="error">{create.error.message}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!file || !consent || create.isPending}>
            Clone voice
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The voice library's one preview player (hooks/use-preview-player.ts), shared with the clones. */
export interface ClonePreviewPlayer {
  playingId: string | null;
  generating: ReadonlySet<string>;
  toggle: (voice: { id: string; preview_url: string | null }) => void;
}

function CloneRow({
  clone,
  onUse,
  player,
}: {
  clone: VoiceClone;
  onUse: (id: string) => void;
  player?: ClonePreviewPlayer;
}) {
  const remove = useDeleteClone();
  const playing = player?.playingId === clone.id;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1.25,
        borderRadius: '12px',
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
          {clone.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          Cloned voice · {fmtSeconds(clone.sample_seconds)} sample
          {clone.requires_verification ? ' · ElevenLabs asks you to verify it' : ''}
        </Typography>
        {remove.isError && (
          <Typography variant="caption" color="error" component="p">
            {remove.error.message}
          </Typography>
        )}
      </Box>
      {player && (
        <IconButton
          size="small"
          aria-label={playing ? `Stop ${clone.name} preview` : `Play ${clone.name} preview`}
          onClick={() => player.toggle({ id: clone.id, preview_url: null })}
        >
          {player.generating.has(clone.id) ? (
            <CircularProgress size={18} />
          ) : playing ? (
            <StopRounded />
          ) : (
            <PlayArrowRounded />
          )}
        </IconButton>
      )}
      <Button size="small" onClick={() => onUse(clone.id)} aria-label={`Use ${clone.name}`}>
        Use
      </Button>
      <IconButton
        aria-label={`Delete ${clone.name}`}
        onClick={() => {
          if (window.confirm(`Delete the cloned voice "${clone.name}"? It is deleted at ElevenLabs too.`))
            remove.mutate(clone.id);
        }}
        disabled={remove.isPending}
        size="small"
      >
        <DeleteOutlineRounded />
      </IconButton>
    </Box>
  );
}

/** "Your voices": the user's cloned voices, and the card that makes one (or says what it needs). */
export function YourVoices({
  onUse,
  player,
}: {
  onUse: (voiceId: string) => void;
  player?: ClonePreviewPlayer;
}) {
  const clones = useClones();
  const [open, setOpen] = useState(false);
  const data = clones.data;
  const reason = data?.unavailable_reason ?? null;
  const upgrade = data && data.configured && data.limit === 0;

  return (
    <Box
      component="section"
      aria-labelledby="your-voices-title"
      sx={{
        mt: { xs: 2.5, md: 3 },
        p: { xs: 2, md: 2.5 },
        borderRadius: '16px',
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography id="your-voices-title" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
            Your voices
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Clone your voice to narrate your videos yourself. Only you can see and use it.
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<MicRounded />}
          onClick={() => setOpen(true)}
          disabled={!data || !!reason}
        >
          Clone your voice
        </Button>
      </Box>
      {clones.isError && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {clones.error.message}
        </Alert>
      )}
      {reason && (
        <Alert
          severity="info"
          sx={{ mt: 2 }}
          action={
            upgrade ? (
              <Button component={RouterLink} to="/pricing" color="inherit" size="small">
                See plans
              </Button>
            ) : undefined
          }
        >
          {reason}
        </Alert>
      )}
      {!!data?.clones.length && (
        <Box
          component="ul"
          aria-label="Your cloned voices"
          sx={{ listStyle: 'none', m: 0, mt: 2, p: 0, display: 'grid', gap: 1 }}
        >
          {data.clones.map((c) => (
            <CloneRow key={c.id} clone={c} onUse={onUse} player={player} />
          ))}
        </Box>
      )}
      <CloneDialog open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}
