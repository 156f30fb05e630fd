import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { formatClock } from '../../../lib/format';
import { startUpload, type UploadProgress } from '../api/tus-upload';
import { type UploadDto } from '../api/types';
import { bytes } from './upload-format';

// The upload screen's first step: choosing or dropping a clip and sending it.

const ACCEPT = 'video/mp4,video/quicktime,video/x-msvideo,.mp4,.mov,.avi';

export function UploadStep({ onUploaded }: { onUploaded: (u: UploadDto) => void }) {
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
