import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PHOTOS_MAX } from '@reelsmith/contracts/uploads';
import type { VideoDto } from '@reelsmith/contracts/responses';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/server-errors';
import { CAPTION_PRESETS, DEFAULT_VOICE, titleCase, VOICE_IDS } from '../../../lib/video-options';
import { cloneMenuItems } from '../../../lib/voices/clone-options';
import { useClones } from '../../../lib/voices/clones';
import { useVideoProgress } from '../../../lib/videos/use-video-progress';
import { useCreateImageVideo } from '../api/create-image-video';
import { bareList } from '../../../lib/theme';
import { optionItems } from '../../../components/ui/option-select';

const STAGE: Record<string, string> = {
  queued: 'Waiting in line…',
  scripting: 'Writing the script…',
  voicing: 'Recording the voice-over…',
  rendering: 'Animating your photos…',
};

function Thumbs({ files, onRemove }: { files: File[]; onRemove: (i: number) => void }) {
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  return (
    <Box
      component="ol"
      sx={{
        ...bareList,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
        gap: 1,
      }}
    >
      {files.map((f, i) => (
        <Box component="li" key={`${f.name}-${i}`} sx={{ position: 'relative' }}>
          <Box
            component="img"
            src={urls[i]}
            alt={`Photo ${i + 1}: ${f.name}`}
            sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 2 }}
          />
          <IconButton
            size="small"
            aria-label={`Remove photo ${i + 1}`}
            onClick={() => onRemove(i)}
            sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'rgba(0,0,0,0.6)' }}
          >
            <CloseRounded fontSize="small" />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}

/** Image to video: photos, a script (typed or from a topic), a voice or music only. */
export function PhotosFlow() {
  const navigate = useNavigate();
  const [files, setFiles] = useState<File[]>([]);
  const [source, setSource] = useState<'script' | 'topic'>('script');
  const [script, setScript] = useState('');
  const [topic, setTopic] = useState('');
  const [voice, setVoice] = useState<string>(DEFAULT_VOICE);
  const clones = useClones();
  const [music, setMusic] = useState(true);
  const [captionStyle, setCaptionStyle] = useState('bold');
  const create = useCreateImageVideo();
  const video = useVideoProgress<VideoDto>(create.data);
  const add = (list: FileList | null) =>
    setFiles((f) => [...f, ...Array.from(list ?? [])].slice(0, PHOTOS_MAX));
  const submit = () =>
    create.mutate({
      photos: files,
      script: source === 'script' ? script.trim() : undefined,
      idea: source === 'topic' ? topic.trim() : undefined,
      voice,
      music: music ? 'auto' : 'none',
      caption_style: captionStyle,
      vibe: 'educational',
    });
  const err = create.error instanceof ApiError || create.error instanceof Error ? create.error.message : null;
  const live = video && ['queued', 'scripting', 'voicing', 'rendering'].includes(video.status);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Button
        startIcon={<ArrowBackRounded />}
        onClick={() => void navigate(-1)}
        sx={{ justifySelf: 'start' }}
      >
        Back
      </Button>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' } }}>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <Button
            component="label"
            variant="outlined"
            startIcon={<AddPhotoAlternateRounded />}
            sx={{ justifySelf: 'start' }}
          >
            Add photos ({files.length}/{PHOTOS_MAX})
            <input
              hidden
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp,image/heic,.heic"
              aria-label="Choose photos"
              onChange={(e) => {
                add(e.target.files);
                e.target.value = '';
              }}
            />
          </Button>
          <Typography variant="caption" color="text.secondary">
            1 to 20 photos: JPEG, PNG, WebP or HEIC. The motion keeps each photo's subject in the frame.
          </Typography>
          <Thumbs files={files} onRemove={(i) => setFiles((f) => f.filter((_, j) => j !== i))} />
          <Tabs
            value={source}
            onChange={(_, v: 'script' | 'topic') => setSource(v)}
            aria-label="Where the words come from"
          >
            <Tab value="script" label="Type a script" />
            <Tab value="topic" label="Write it from a topic" />
          </Tabs>
          {source === 'script' ? (
            <TextField
              label="Script"
              multiline
              minRows={4}
              value={script}
              onChange={(e) => setScript(e.target.value)}
              helperText="What the voice says; leave empty for music only."
            />
          ) : (
            <TextField
              label="Topic"
              value={topic}
              onChange={(e) => setTopic(e.target.value)}
              helperText="A script is written from it."
            />
          )}
          <Typography variant="caption" color="text.secondary">
            Saved scripts from the <RouterLink to="/scripts">studio</RouterLink> can be pasted here.
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <FormControl size="small" sx={{ minWidth: 180 }}>
              <InputLabel id="photo-voice-label">Voice</InputLabel>
              <Select
                labelId="photo-voice-label"
                label="Voice"
                value={voice}
                onChange={(e) => setVoice(e.target.value)}
              >
                <MenuItem value="none">No voice (music only)</MenuItem>
                {cloneMenuItems(clones.data?.clones, voice)}
                {VOICE_IDS.map((v) => (
                  <MenuItem key={v} value={v}>
                    {titleCase(v)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <FormControl size="small" sx={{ minWidth: 160 }}>
              <InputLabel id="photo-caption-label">Caption style</InputLabel>
              <Select
                labelId="photo-caption-label"
                label="Caption style"
                value={captionStyle}
                onChange={(e) => setCaptionStyle(e.target.value)}
              >
                {optionItems(CAPTION_PRESETS)}
              </Select>
            </FormControl>
            <FormControlLabel
              control={<Switch checked={music} onChange={(e) => setMusic(e.target.checked)} />}
              label="Music"
            />
          </Box>
          <Button
            variant="contained"
            size="large"
            disabled={!files.length || create.isPending || !!live}
            onClick={submit}
          >
            Create video from {files.length || ''} photo{files.length === 1 ? '' : 's'}
          </Button>
          {err && <Alert severity="error">{err}</Alert>}
        </Box>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          {create.isPending && <LinearProgress aria-label="Sending the photos" />}
          {video && live && (
            <Box aria-live="polite">
              <Typography variant="body2" sx={{ mb: 0.5 }}>
                {STAGE[video.status]} {video.percent}%
              </Typography>
              <LinearProgress variant="determinate" value={video.percent} aria-label="Video progress" />
            </Box>
          )}
          {video?.status === 'failed' && <Alert severity="error">{video.error}</Alert>}
          {video?.status === 'completed' && 'video_url' in video && video.video_url && (
            <>
              <Box
                component="video"
                src={video.video_url}
                controls
                playsInline
                aria-label="Your photo video"
                sx={{ width: '100%', maxWidth: 360, borderRadius: 2, bgcolor: 'black' }}
              />
              <Typography variant="body2">
                Ready, and saved in <RouterLink to="/my-content">My Content</RouterLink>.
              </Typography>
            </>
          )}
        </Box>
      </Box>
    </Box>
  );
}
