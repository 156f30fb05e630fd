import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { DEFAULT_STYLE, DEFAULT_VOICE, DURATIONS, VIDEO_STYLES, VOICE_IDS } from '../../../lib/video-options';
import { newSeed, useCreateVideo } from '../../../lib/videos/create-video';
import { useDeleteItem } from '../api/delete-item';
import type { ContentItem } from '../api/get-content';
import { useRenameItem } from '../api/rename-item';
import { isCloneVoiceId } from '@reelsmith/contracts/voices';
import { voiceName } from '../../../lib/voices/clones';
import { optionItems } from '../../../components/ui/option-select';

const message = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.status < 500 ? err.message : fallback;

export const CONFIRM_TEXT: Record<ContentItem['type'], string> = {
  video: 'Are you sure you want to delete this video?',
  script: 'Are you sure you want to delete this script?',
  audio: 'Are you sure you want to delete this audio clip?',
};

export function DeleteDialog({ item, onClose }: { item: ContentItem | null; onClose: () => void }) {
  const del = useDeleteItem();
  if (!item) return null;
  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-title" maxWidth="xs" fullWidth>
      <DialogTitle id="delete-title">Delete “{item.title}”?</DialogTitle>
      <DialogContent>
        <Typography>{CONFIRM_TEXT[item.type]}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {item.type === 'script' ? 'The script is removed for good.' : 'The file is removed for good.'}
        </Typography>
        {del.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {message(del.error, 'Could not delete it. Please try again.')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={del.isPending}
          onClick={() => del.mutate(item, { onSuccess: onClose })}
        >
          {del.isPending ? <CircularProgress size={18} color="inherit" /> : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function RenameDialog({ item, onClose }: { item: ContentItem | null; onClose: () => void }) {
  const rename = useRenameItem();
  const [title, setTitle] = useState(item?.title ?? '');
  const [error, setError] = useState('');
  if (!item) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const t = title.trim();
    if (!t) {
      setError('Please enter a title');
      return;
    }
    rename.mutate(
      { item, title: t },
      {
        onSuccess: onClose,
        onError: (err) => setError(message(err, 'Could not rename it. Please try again.')),
      },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="rename-title" maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id="rename-title">Rename</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            label="Title"
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              setError('');
            }}
            error={!!error}
            helperText={error || ' '}
            slotProps={{ htmlInput: { maxLength: 120 } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={rename.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

const nearestDuration = (seconds: number | null) =>
  DURATIONS.reduce(
    (best, d) => (Math.abs(d - (seconds ?? 30)) < Math.abs(best - (seconds ?? 30)) ? d : best),
    30,
  );

/** A new video from the same idea or script with another voice or style. */
export function DuplicateDialog({
  item,
  onClose,
  onStarted,
}: {
  item: ContentItem | null;
  onClose: () => void;
  onStarted: () => void;
}) {
  const create = useCreateVideo();
  const [voice, setVoice] = useState(item?.voice ?? DEFAULT_VOICE);
  const [style, setStyle] = useState(item?.style ?? DEFAULT_STYLE);
  if (!item) return null;
  const fromScript = item.type === 'script';
  const same = !fromScript && voice === item.voice && style === item.style;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      {
        idea: item.summary,
        vibe: item.vibe ?? 'educational',
        voice,
        style,
        duration: item.target_duration ?? nearestDuration(item.duration_seconds),
        caption_style: item.caption_style ?? 'bold',
        music: item.music ?? 'auto',
        script_id: item.script_id ?? undefined,
        // The narration can be reused only when the voice stays the same.
        audio_id: item.audio_id && voice === item.voice ? item.audio_id : undefined,
        seed: newSeed(),
      },
      {
        onSuccess: () => {
          onStarted();
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="dup-title" maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id="dup-title">
          {fromScript ? 'Make a video from this script' : 'Duplicate with another voice or style'}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <Typography variant="body2" color="text.secondary">
            {fromScript
              ? 'The video uses this script word for word.'
              : 'Same idea and script; a new version with your choices.'}
          </Typography>
          <TextField select label="Voice" value={voice} onChange={(e) => setVoice(e.target.value)}>
            {/* A video spoken by the user's cloned voice keeps it on offer (decision 026). */}
            {[...(item.voice && isCloneVoiceId(item.voice) ? [item.voice] : []), ...VOICE_IDS].map((v) => (
              <MenuItem key={v} value={v}>
                {voiceName(v, undefined)}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label="Style" value={style} onChange={(e) => setStyle(e.target.value)}>
            {optionItems(VIDEO_STYLES)}
          </TextField>
          {create.isError && (
            <Alert severity="error">
              {message(create.error, 'Failed to generate video. Please try again.')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending || same}>
            {create.isPending ? <CircularProgress size={18} color="inherit" /> : 'Create video'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
