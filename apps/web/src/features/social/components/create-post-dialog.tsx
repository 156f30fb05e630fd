import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useCreatePost, type CreatePostInput } from '../api/create-post';
import type { PlatformStatus } from '../api/get-connection-status';
import { useFinishedVideos } from '../api/get-finished-videos';
import { socialErrorText } from '../api/social-error';
import { usePostWords } from '../api/get-post-words';

/** "#Cats " → "Cats"; empty stays empty. */
const cleanTag = (raw: string) => raw.trim().replace(/^#+/, '').trim();

export function CreatePostDialog({
  open,
  onClose,
  platforms,
  initialVideoId,
  onError,
}: {
  open: boolean;
  onClose: () => void;
  platforms: PlatformStatus[];
  initialVideoId: string | null;
  onError: (message: string) => void;
}) {
  const phone = useMediaQuery('(max-width:600px)');
  const connected = platforms.filter((p) => p.is_connected);
  const videos = useFinishedVideos(open);
  const create = useCreatePost();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [videoId, setVideoId] = useState(initialVideoId ?? '');
  const [tagInput, setTagInput] = useState('');
  const [hashtags, setHashtags] = useState<string[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  // The chosen video's own title, caption and hashtags fill the post; choosing another video
  // replaces what the last one filled in, never what the creator typed.
  const words = usePostWords(videoId).data;
  const filled = useRef({ title: '', description: '', hashtags: [] as string[] });
  useEffect(() => {
    if (!words) return;
    const next = {
      title: words.title.slice(0, 100),
      description: (words.caption ?? '').slice(0, 2000),
      hashtags: [...new Set(words.hashtags.map(cleanTag).filter(Boolean))],
    };
    const was = filled.current;
    setTitle((t) => (!t.trim() || t === was.title ? next.title : t));
    setDescription((d) => (!d.trim() || d === was.description ? next.description : d));
    setHashtags((h) => (!h.length || h.join() === was.hashtags.join() ? next.hashtags : h));
    filled.current = next;
  }, [words]);

  const addTag = () => {
    const tag = cleanTag(tagInput);
    // Duplicates (in any case) are ignored.
    if (tag && !hashtags.some((h) => h.toLowerCase() === tag.toLowerCase())) setHashtags([...hashtags, tag]);
    setTagInput('');
  };
  const onTagKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      addTag();
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!connected.length) return setProblem('No connected platforms. Connect at least one platform first.');
    if (!title.trim()) return setProblem('Please enter a title.');
    if (!videoId) return setProblem('Please choose a video.');
    if (!chosen.length) return setProblem('Please choose at least one platform.');
    if ((date && !time) || (!date && time))
      return setProblem('Please choose both a date and a time, or neither.');
    const pending = cleanTag(tagInput);
    const body: CreatePostInput = {
      title: title.trim(),
      description: description.trim(),
      video_file_path: videoId,
      hashtags:
        pending && !hashtags.some((h) => h.toLowerCase() === pending.toLowerCase())
          ? [...hashtags, pending]
          : hashtags,
      platforms: chosen,
      scheduled_for: date && time ? `${date}T${time}` : null,
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    };
    setProblem(null);
    try {
      await create.mutateAsync(body);
      onClose();
    } catch (err) {
      onError(`Failed to create post: ${socialErrorText(err)}`);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="create-post-title"
    >
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id="create-post-title" sx={{ fontWeight: 800 }}>
          Create Post
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <TextField
            label="Title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            required
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label="Description"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <TextField
            select
            label="Video"
            value={videos.data?.some((v) => v.id === videoId) ? videoId : ''}
            onChange={(e) => setVideoId(e.target.value)}
            required
            helperText={
              videos.data && !videos.data.length
                ? 'No finished videos yet. Make one first.'
                : 'One of your finished videos from My Content'
            }
          >
            {(videos.data ?? []).map((v) => (
              <MenuItem key={v.id} value={v.id}>
                {v.title}
              </MenuItem>
            ))}
          </TextField>
          <Box>
            <TextField
              label="Hashtags"
              value={tagInput}
              onChange={(e) => setTagInput(e.target.value)}
              onKeyDown={onTagKey}
              onBlur={addTag}
              fullWidth
              helperText="Press Enter to add one"
            />
            {hashtags.length > 0 && (
              <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 1 }} aria-label="Hashtags added">
                {hashtags.map((h) => (
                  <Chip
                    key={h}
                    label={`#${h}`}
                    size="small"
                    onDelete={() => setHashtags(hashtags.filter((x) => x !== h))}
                  />
                ))}
              </Box>
            )}
          </Box>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">Platforms</FormLabel>
            {connected.length ? (
              <FormGroup row>
                {connected.map((p) => (
                  <FormControlLabel
                    key={p.platform.name}
                    label={p.platform.display_name}
                    control={
                      <Checkbox
                        checked={chosen.includes(p.platform.name)}
                        onChange={(e) =>
                          setChosen(
                            e.target.checked
                              ? [...chosen, p.platform.name]
                              : chosen.filter((c) => c !== p.platform.name),
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
            ) : (
              <Alert severity="info" role="status" sx={{ mt: 1 }}>
                No connected platforms. Connect at least one platform first.
              </Alert>
            )}
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
            <TextField
              label="Schedule date (optional)"
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label="Time"
              type="time"
              value={time}
              onChange={(e) => setTime(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? 'Posting…' : date && time ? 'Schedule' : 'Post now'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
