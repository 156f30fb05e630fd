import IosShareRounded from '@mui/icons-material/IosShareRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { postText } from '@reelsmith/contracts/post-words';
import type { VideoDto } from '@reelsmith/contracts/responses';
import { api, ApiError } from '../../lib/api-client';
import { apiErrorText } from '../../lib/server-errors';
import {
  canShareVideoFiles,
  shareableVideo,
  useShareLink,
  useShareVideoFile,
} from '../../lib/videos/share-video';
import { CopyButton } from '../ui/copy-button';

// The QR encoder loads when a desktop share dialog first opens: every screen with a video card
// (the dashboard's included) would otherwise download it on its first load.
const QrCode = lazy(() => import('./qr-code').then((m) => ({ default: m.QrCode })));

type Shareable = Pick<VideoDto, 'id' | 'title' | 'caption' | 'hashtags' | 'video_url'>;
const failure = (err: unknown, otherwise: string) =>
  err instanceof ApiError ? apiErrorText(err) : otherwise;

/** The share sheet with the MP4 itself (phones), as a button. */
function PhoneShareButton({ video, size }: { video: Shareable; size?: 'medium' | 'large' }) {
  const file = useShareVideoFile(shareableVideo(video, video.video_url));
  return (
    <>
      <Button
        variant={size === 'large' ? 'contained' : 'outlined'}
        size={size}
        startIcon={
          file.state === 'loading' ? <CircularProgress size={16} color="inherit" /> : <IosShareRounded />
        }
        disabled={!video.video_url || file.state === 'loading'}
        onClick={() => void file.share()}
        data-testid="share-video"
        sx={{ borderColor: 'divider' }}
      >
        {file.label}
      </Button>
      {file.error && (
        <Alert severity="warning" role="alert" sx={{ width: '100%' }}>
          {file.error}
        </Alert>
      )}
    </>
  );
}

/**
 * "Share" on a finished video. On a phone: the share sheet with the MP4 itself, straight into
 * TikTok, Instagram or YouTube. Elsewhere: a QR code for a 30-minute link that opens the video on
 * the phone, to share it from there.
 */
export function ShareVideoButton({ video }: { video: Shareable }) {
  const [open, setOpen] = useState(false);
  if (canShareVideoFiles()) return <PhoneShareButton video={video} />;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<IosShareRounded />}
        disabled={!video.video_url}
        onClick={() => setOpen(true)}
        data-testid="share-video"
        sx={{ borderColor: 'divider' }}
      >
        Share
      </Button>
      {open && <ShareDialog video={video} onClose={() => setOpen(false)} />}
    </>
  );
}

/** Share from a list (My Content): the video's words and file are loaded first. */
export function ShareVideoDialog({ videoId, onClose }: { videoId: string; onClose: () => void }) {
  const video = useQuery({
    queryKey: ['videos', videoId, 'share'],
    queryFn: ({ signal }) => api<VideoDto>(`/api/videos/${videoId}`, { signal }),
  });
  if (video.data) return <ShareDialog video={video.data} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-label="Share">
      <DialogContent sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
        {video.isError ? (
          <Alert severity="error" role="alert">
            {failure(video.error, 'Could not load the video. Please try again.')}
          </Alert>
        ) : (
          <CircularProgress aria-label="Loading the video" />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ShareDialog({ video, onClose }: { video: Shareable; onClose: () => void }) {
  const onPhone = canShareVideoFiles();
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="share-title">
      <DialogTitle id="share-title" sx={{ fontWeight: 800 }}>
        {onPhone ? 'Share your video' : 'Share from your phone'}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, justifyItems: 'center' }}>
        {onPhone ? <PhoneShareButton video={video} size="large" /> : <PhoneLink videoId={video.id} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <CopyButton text={postText(video)} label="Copy title, caption and hashtags" />
        <Button onClick={onClose} color="inherit">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The QR code of a fresh share link, and the link itself. */
function PhoneLink({ videoId }: { videoId: string }) {
  const link = useShareLink();
  const { mutate } = link;
  // One link per opening (the ref survives React's second effect run in development).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    mutate(videoId);
  }, [mutate, videoId]);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ justifySelf: 'stretch' }}>
        Scan this code with your phone’s camera. The video opens there, ready to share to TikTok, Instagram or
        YouTube.
      </Typography>
      {link.data ? (
        <>
          <Suspense fallback={<Waiting label="Making the link" />}>
            <QrCode text={link.data.url} label="QR code that opens this video on your phone" />
          </Suspense>
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            The code works for 30 minutes. Or open{' '}
            <Link href={link.data.url} target="_blank" rel="noopener" data-testid="share-link">
              this link
            </Link>{' '}
            on your phone. <CopyButton text={link.data.url} label="Copy link" sx={{ ml: 0.5 }} />
          </Typography>
        </>
      ) : link.isError ? (
        <Alert severity="error" role="alert" sx={{ justifySelf: 'stretch' }}>
          {failure(link.error, 'Could not make a link. Please try again.')}
        </Alert>
      ) : (
        <Waiting label="Making the link" />
      )}
    </>
  );
}

/** A spinner in the QR code's place (220 px), so the dialog does not change size when it lands. */
const Waiting = ({ label }: { label: string }) => (
  <Box sx={{ height: 220, display: 'grid', placeItems: 'center' }}>
    <CircularProgress aria-label={label} />
  </Box>
);
